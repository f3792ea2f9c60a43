//! Writes the diagram of a FEN to standard output:
//! `cargo run -p roque-diagram --example diagram -- "<FEN>" [print] [black] > d.svg`.

use roque_diagram::{diagram, Caption, Options, Theme};
use roque_rules::{Color, Setup, Shape, ShapeColor, Square};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fen = args.first().map_or(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        String::as_str,
    );
    let setup = match Setup::from_fen(fen) {
        Ok(setup) => setup,
        Err(error) => {
            eprintln!("diagram: {error}");
            std::process::exit(2);
        }
    };
    let has = |word: &str| args.iter().any(|a| a == word);
    let options = Options {
        theme: if has("print") {
            Theme::Print
        } else {
            Theme::Board
        },
        orientation: if has("black") {
            Color::Black
        } else {
            Color::White
        },
        shapes: Shape::arrow(Square::E2, Square::E4, ShapeColor::Green)
            .into_iter()
            .chain([Shape::Circle {
                square: Square::D5,
                color: ShapeColor::Red,
            }])
            .collect(),
        marks: vec![Square::E4],
        caption: Caption::Text("Les Blancs jouent et font mat en 2".to_string()),
        ..Options::default()
    };
    println!("{}", diagram(&setup, &options));
}
