//! Every variant of a diagram is valid XML, and what it draws is where it
//! belongs: each piece on its square, each arrow from its square's centre
//! to the other's, each circle and mark, the coordinates along the right
//! edges, read back from the SVG, not compared as text.

use roque_diagram::{diagram, Caption, Coordinates, Options, Theme};
use roque_rules::{Color, File, Position, Rank, Setup, Shape, ShapeColor, Square};

/// Positions reached by seeded random games, and a few set up by hand.
fn positions() -> Vec<Setup> {
    let mut setups = vec![
        Setup::from_fen("8/8/8/4k3/8/8/8/4K3 w - - 0 1").unwrap(),
        Setup::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1")
            .unwrap(),
    ];
    let mut seed: u64 = 7;
    for game in 0..30 {
        let mut position = Position::new();
        for _ in 0..(game * 3) {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = moves[(seed >> 33) as usize % moves.len()];
            position.play(mv).unwrap();
        }
        setups.push(Setup::from_fen(&position.fen()).unwrap());
    }
    setups
}

/// The square shown at (x, y) in the diagram's units.
fn square_at(svg: &roxmltree::Document, x: f64, y: f64) -> Square {
    let root = svg.root_element();
    let orientation = root.attribute("data-orientation").unwrap();
    let board = svg
        .descendants()
        .find(|n| n.has_tag_name("rect") && n.attribute("width") == Some("360"))
        .unwrap();
    let left: f64 = board.attribute("x").unwrap().parse().unwrap();
    let top: f64 = board.attribute("y").unwrap().parse().unwrap();
    let column = ((x - left) / 45.0).floor() as u8;
    let row = ((y - top) / 45.0).floor() as u8;
    assert!(column < 8 && row < 8, "({x}, {y}) is off the board");
    let (file, rank) = if orientation == "white" {
        (column, 7 - row)
    } else {
        (7 - column, row)
    };
    Square::new(
        File::from_index(file).unwrap(),
        Rank::from_index(rank).unwrap(),
    )
}

fn number(node: roxmltree::Node, name: &str) -> f64 {
    node.attribute(name).unwrap().parse().unwrap()
}

/// The elements that carry `attribute` (`data-piece`, `data-arrow`, …).
fn carrying<'a, 'input>(
    svg: &'a roxmltree::Document<'input>,
    attribute: &str,
) -> Vec<roxmltree::Node<'a, 'input>> {
    svg.descendants()
        .filter(|n| n.has_attribute(attribute))
        .collect()
}

/// The square an element names in `attribute`.
fn square_named(node: roxmltree::Node, attribute: &str) -> Square {
    node.attribute(attribute).unwrap().parse().unwrap()
}

/// The points of a path `M x y L x y …`.
fn points(d: &str) -> Vec<(f64, f64)> {
    let numbers: Vec<f64> = d
        .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
    numbers.chunks(2).map(|p| (p[0], p[1])).collect()
}

#[test]
fn every_variant_parses_and_draws_each_thing_where_it_belongs() {
    let shapes = vec![
        Shape::arrow(Square::E2, Square::E4, ShapeColor::Green).unwrap(),
        Shape::arrow(Square::G1, Square::F3, ShapeColor::Red).unwrap(),
        Shape::arrow(Square::H8, Square::A1, ShapeColor::Blue).unwrap(),
        Shape::Circle {
            square: Square::D4,
            color: ShapeColor::Yellow,
        },
        Shape::Circle {
            square: Square::A8,
            color: ShapeColor::Red,
        },
    ];
    let mut checked = 0;
    for setup in positions() {
        for orientation in [Color::White, Color::Black] {
            for theme in [Theme::Board, Theme::Print] {
                for coordinates in [Coordinates::None, Coordinates::Inside, Coordinates::Outside] {
                    let options = Options {
                        orientation,
                        theme,
                        coordinates,
                        shapes: shapes.clone(),
                        marks: vec![Square::E4, Square::C6],
                        caption: Caption::Text("Les Blancs jouent & gagnent <vite>".into()),
                        turn_mark: coordinates != Coordinates::Inside,
                        size: 480,
                        ..Options::default()
                    };
                    let text = diagram(&setup, &options);
                    let svg =
                        roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                    check(&svg, &setup, &options);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 300, "{checked}");
}

fn check(svg: &roxmltree::Document, setup: &Setup, options: &Options) {
    let root = svg.root_element();
    assert_eq!(root.attribute("width"), Some("480"));
    // Pieces: one element a piece, on its square.
    let pieces = carrying(svg, "data-piece");
    assert_eq!(pieces.len(), setup.board.pieces().count());
    for node in pieces {
        let square = square_named(node, "data-square");
        let shown = square_at(svg, number(node, "x") + 22.5, number(node, "y") + 22.5);
        assert_eq!(shown, square);
        let piece = setup.board.piece_at(square).unwrap();
        let name = node.attribute("data-piece").unwrap();
        assert_eq!(name.chars().nth(1), Some(piece.role.upper_char()));
        assert_eq!(name.starts_with('w'), piece.color == Color::White);
        // Its drawing is defined, once.
        let href = node.attribute("href").unwrap();
        let defined = svg
            .descendants()
            .filter(|n| n.attribute("id") == href.strip_prefix('#'));
        assert_eq!(defined.count(), 1);
    }
    // Arrows: from the first square's centre toward the second.
    let arrows = carrying(svg, "data-arrow");
    assert_eq!(arrows.len(), 3);
    for arrow in arrows {
        let name = arrow.attribute("data-arrow").unwrap();
        let (from, to): (Square, Square) = (name[..2].parse().unwrap(), name[2..].parse().unwrap());
        let shaft = arrow.children().find(|n| n.has_tag_name("path")).unwrap();
        let line = points(shaft.attribute("d").unwrap());
        assert_eq!(square_at(svg, line[0].0, line[0].1), from);
        let head = arrow
            .children()
            .filter(|n| n.has_tag_name("path"))
            .nth(1)
            .unwrap();
        let tip = points(head.attribute("d").unwrap())[0];
        assert_eq!(square_at(svg, tip.0, tip.1), to, "{name}");
        assert!(["green", "red", "blue"].contains(&arrow.attribute("data-color").unwrap()));
    }
    // Circles and marks on their squares.
    for circle in carrying(svg, "data-circle") {
        let shown = square_at(svg, number(circle, "cx"), number(circle, "cy"));
        assert_eq!(shown, square_named(circle, "data-circle"));
    }
    let marks = carrying(svg, "data-mark");
    assert_eq!(marks.len(), 2);
    for mark in marks {
        let shown = square_at(svg, number(mark, "x") + 1.0, number(mark, "y") + 1.0);
        assert_eq!(shown, square_named(mark, "data-mark"));
    }
    // Coordinates: the files along the bottom row, the ranks along the left.
    let coordinates = carrying(svg, "data-coord");
    if options.coordinates == Coordinates::None {
        assert!(coordinates.is_empty());
    } else {
        assert_eq!(coordinates.len(), 16);
        let inside = options.coordinates == Coordinates::Inside;
        for node in coordinates {
            let label = node.attribute("data-coord").unwrap();
            assert_eq!(node.text(), Some(label));
            let (x, y) = (number(node, "x"), number(node, "y"));
            let bottom = options.orientation.fold('1', '8');
            let left = options.orientation.fold('a', 'h');
            let c = label.chars().next().unwrap();
            if c.is_ascii_lowercase() {
                let probe = if inside {
                    (x - 3.0, y - 3.0)
                } else {
                    (x, y - 20.0)
                };
                let square = square_at(svg, probe.0, probe.1);
                assert_eq!(square.file().char(), c);
                assert_eq!(square.rank().char(), bottom, "files along the bottom");
            } else {
                let probe = if inside {
                    (x + 3.0, y - 3.0)
                } else {
                    (x + 20.0, y)
                };
                let square = square_at(svg, probe.0, probe.1);
                assert_eq!(square.rank().char(), c);
                assert_eq!(square.file().char(), left, "ranks along the left");
            }
        }
    }
    // The turn's disc, the caption and the theme.
    let turn = svg.descendants().find(|n| n.has_attribute("data-turn"));
    assert_eq!(turn.is_some(), options.turn_mark);
    if let Some(turn) = turn {
        let white = setup.turn == Color::White;
        assert_eq!(
            turn.attribute("data-turn"),
            Some(if white { "white" } else { "black" })
        );
    }
    let caption = svg
        .descendants()
        .find(|n| n.has_attribute("data-caption"))
        .unwrap();
    assert_eq!(caption.text(), Some("Les Blancs jouent & gagnent <vite>"));
    let hatched = svg
        .descendants()
        .any(|n| n.attribute("id") == Some("roque-hatch"));
    assert_eq!(hatched, options.theme == Theme::Print);
}

#[test]
fn a_start_position_is_small() {
    let start = Setup::from_fen(&Position::new().fen()).unwrap();
    let text = diagram(&start, &Options::default());
    assert!(text.len() < 12_000, "{} bytes", text.len());
    let fen = diagram(
        &start,
        &Options {
            caption: Caption::Fen,
            ..Options::default()
        },
    );
    assert!(fen.contains(">rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1</text>"));
}

#[test]
fn diagrams_in_one_page_each_have_their_own_ids() {
    let start = Setup::from_fen(&Position::new().fen()).unwrap();
    let options = |prefix: &str| Options {
        theme: Theme::Print,
        id_prefix: prefix.to_string(),
        ..Options::default()
    };
    let text = diagram(&start, &options("sheet-3"));
    let svg = roxmltree::Document::parse(&text).unwrap();
    let ids: Vec<&str> = svg
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    assert!(
        ids.len() == 13 && ids.iter().all(|id| id.starts_with("sheet-3-")),
        "{ids:?}"
    );
    assert!(text.contains("href=\"#sheet-3-wK\"") && text.contains("url(#sheet-3-hatch)"));
    // A prefix that could break out of its attribute is cleaned, or replaced.
    assert!(diagram(&start, &options("a\"><x")).contains("id=\"ax-wK\""));
    assert!(diagram(&start, &options("3\"")).contains("id=\"roque-wK\""));
}
