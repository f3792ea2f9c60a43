//! Moves and situations in words, for the screen reader: « Cavalier prend
//! f3, échec », "Castles kingside", « Pion e8, promotion en dame ».
//!
//! Pure functions of a position and a move: no browser, tested natively.
//! The words follow SAN (the same capture, check and disambiguation), but
//! spelled out, because a screen reader reads "Nxf3+" letter by letter.

use roque_rules::{
    capitalize, fr_en, CastlingSide, Color, Lang, Move, Piece, Position, Role, San, SanPlus, Square,
};

/// « promotion en dame », "promotes to queen".
fn promotion_words(role: Role, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("promotion en {}", role.name(lang)),
        Lang::En => format!("promotes to {}", role.name(lang)),
    }
}

/// « prend », "takes".
fn takes(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "prend",
        Lang::En => "takes",
    }
}

/// « en », "to": where a piece named by its start goes.
fn to_word(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "en",
        Lang::En => "to",
    }
}

/// How the piece's start is named when SAN needs it: « de b1 », "from b1".
fn from_words(from: Square, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("de {from}"),
        Lang::En => format!("from {from}"),
    }
}

/// The move `mv`, played from `before`, in words: the piece, where it
/// goes, whether it takes, castles, promotes, and check or checkmate.
///
/// The starting square is said when SAN needs it (two rooks that could
/// both go) and for every pawn capture (« Pion de e4 prend d5 »). A move
/// that is not legal in `before` is still described as well as the board
/// allows (the rules crate's SAN does the same), never a panic.
pub fn move_words(before: &Position, mv: Move, lang: Lang) -> String {
    let san = SanPlus::from_move(before, mv);
    let mut words = match san.san {
        San::Castle(side) => match (lang, side) {
            (Lang::Fr, _) => capitalize(side.name(lang)),
            (Lang::En, CastlingSide::KingSide) => "Castles kingside".to_string(),
            (Lang::En, CastlingSide::QueenSide) => "Castles queenside".to_string(),
        },
        San::Normal(normal) => {
            let pawn_capture = normal.role == Role::Pawn && normal.capture;
            let mut parts = vec![capitalize(normal.role.name(lang))];
            // A pawn capture names its pawn by the square it leaves; a
            // piece names it only when SAN has to.
            let named_from = pawn_capture || normal.file.is_some() || normal.rank.is_some();
            if named_from {
                parts.push(from_words(mv.from, lang));
            }
            if normal.capture {
                parts.push(takes(lang).to_string());
            } else if named_from {
                parts.push(to_word(lang).to_string());
            }
            parts.push(normal.to.to_string());
            if pawn_capture && before.is_en_passant(mv) {
                parts.push("en passant".to_string());
            }
            let mut words = parts.join(" ");
            if let Some(promoted) = normal.promotion {
                words.push_str(", ");
                words.push_str(&promotion_words(promoted, lang));
            }
            words
        }
        San::Coordinates {
            from,
            capture,
            to,
            promotion,
        } => {
            // Only for a move from an empty square: say the two squares.
            let mut words = fr_en! { capture, lang;
                false => format!("De {from} à {to}"), format!("From {from} to {to}");
                true => format!("De {from}, prend {to}"), format!("From {from}, takes {to}");
            };
            if let Some(promoted) = promotion {
                words.push_str(", ");
                words.push_str(&promotion_words(promoted, lang));
            }
            words
        }
    };
    if let Some(suffix) = san.suffix {
        words.push_str(", ");
        words.push_str(check_words(suffix == roque_rules::Suffix::Checkmate, lang));
    }
    words
}

/// « échec », « échec et mat », "check", "checkmate".
fn check_words(mate: bool, lang: Lang) -> &'static str {
    fr_en! { mate, lang;
        false => "échec", "check";
        true => "échec et mat", "checkmate";
    }
}

/// A move said with the side that played it: « Blancs : Pion e4 »,
/// "Black: Knight takes f3, check".
pub fn played_words(before: &Position, mv: Move, lang: Lang) -> String {
    let side = before.turn().plate_name(lang);
    let colon = crate::words::grammar::colon(lang);
    format!("{side}{colon}{}", move_words(before, mv, lang))
}

/// A piece picked up, and where it may go: « Cavalier g1 : f3, h3 »,
/// "Knight on g1, can go to f3, h3", or that it cannot move.
pub fn selection_words(piece: Piece, from: Square, destinations: &[Square], lang: Lang) -> String {
    let role = capitalize(piece.role.name(lang));
    let list: Vec<String> = destinations.iter().map(Square::to_string).collect();
    let list = list.join(", ");
    match (lang, destinations.is_empty()) {
        (Lang::Fr, false) => format!("{role} {from} choisi, cases possibles : {list}"),
        (Lang::Fr, true) => format!("{role} {from} choisi, aucun coup possible"),
        (Lang::En, false) => format!("{role} on {from} picked up, can go to {list}"),
        (Lang::En, true) => format!("{role} on {from} picked up, no legal move"),
    }
}

/// The selected piece was put back: « Pièce reposée », "Piece put down".
pub fn put_down_words(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Pièce reposée",
        Lang::En => "Piece put down",
    }
}

/// What a square's label adds about its state: a legal destination of
/// the picked-up piece, a king in check.
pub fn square_state_words(legal: bool, check: bool, lang: Lang) -> Option<&'static str> {
    match (lang, legal, check) {
        (_, false, false) => None,
        (Lang::Fr, true, _) => Some("coup possible"),
        (Lang::En, true, _) => Some("legal move"),
        (Lang::Fr, false, true) => Some("en échec"),
        (Lang::En, false, true) => Some("in check"),
    }
}

/// The live region's name: « Annonces », "Announcements".
pub fn log_label(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Annonces",
        Lang::En => "Announcements",
    }
}

/// Moves were taken back: « Coup repris. Trait aux Noirs ».
pub fn taken_back_words(turn: Color, lang: Lang) -> String {
    let to_move = crate::words::ui::to_move(turn, lang);
    match lang {
        Lang::Fr => format!("Coup repris. {to_move}"),
        Lang::En => format!("Move taken back. {to_move}"),
    }
}

/// A game that starts afresh: « Nouvelle partie. Trait aux Blancs ».
pub fn new_game_words(turn: Color, lang: Lang) -> String {
    let to_move = crate::words::ui::to_move(turn, lang);
    match lang {
        Lang::Fr => format!("Nouvelle partie. {to_move}"),
        Lang::En => format!("New game. {to_move}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"))
    }

    /// The words of the move given in SAN, in French and in English.
    fn said(fen: &str, san: &str) -> [String; 2] {
        let before = position(fen);
        let mv = before
            .parse_san(san)
            .unwrap_or_else(|error| panic!("{san}: {error}"));
        [Lang::Fr, Lang::En].map(|lang| move_words(&before, mv, lang))
    }

    /// Moves and their words, French then English: what each case shows,
    /// the position, the move in SAN, the words.
    const MOVES_SAID: [(&str, &str, &str, [&str; 2]); 10] = [
        (
            "a quiet move names the piece and the square",
            START,
            "Nf3",
            ["Cavalier f3", "Knight f3"],
        ),
        (
            "a pawn's move names its square",
            START,
            "e4",
            ["Pion e4", "Pawn e4"],
        ),
        (
            "a capture with check (1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. Bxc6+)",
            "r1bqkbnr/ppp2ppp/2np4/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
            "Bxc6+",
            ["Fou prend c6, échec", "Bishop takes c6, check"],
        ),
        (
            "checkmate is said as such",
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            "Qh4#",
            ["Dame h4, échec et mat", "Queen h4, checkmate"],
        ),
        (
            "castling kingside",
            CASTLING,
            "O-O",
            ["Petit roque", "Castles kingside"],
        ),
        (
            "castling queenside",
            CASTLING,
            "O-O-O",
            ["Grand roque", "Castles queenside"],
        ),
        (
            "a pawn captures en passant",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "exd6",
            [
                "Pion de e5 prend d6 en passant",
                "Pawn from e5 takes d6 en passant",
            ],
        ),
        (
            "a pawn promotes",
            "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
            "e8=Q",
            ["Pion e8, promotion en dame", "Pawn e8, promotes to queen"],
        ),
        (
            "a pawn captures and promotes",
            "3r4/4P1k1/8/8/8/8/8/4K3 w - - 0 1",
            "exd8=N",
            [
                "Pion de e7 prend d8, promotion en cavalier",
                "Pawn from e7 takes d8, promotes to knight",
            ],
        ),
        (
            "the start square is said when SAN needs it",
            "4k3/8/8/8/8/8/4K3/R6R w - - 0 1",
            "Rad1",
            ["Tour de a1 en d1", "Rook from a1 to d1"],
        ),
    ];

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn moves_are_said_in_both_languages() {
        for (case, fen, san, words) in MOVES_SAID {
            assert_eq!(said(fen, san), words, "{case}");
        }
    }

    #[test]
    fn the_side_that_played_comes_first() {
        let before = Position::new();
        let mv = Move::new(Square::G1, Square::F3);
        assert_eq!(played_words(&before, mv, Lang::Fr), "Blancs : Cavalier f3");
        assert_eq!(played_words(&before, mv, Lang::En), "White: Knight f3");
    }

    #[test]
    fn a_move_from_an_empty_square_is_still_described() {
        let before = Position::new();
        let words = move_words(&before, Move::new(Square::E4, Square::E5), Lang::En);
        assert_eq!(words, "From e4 to e5");
    }

    #[test]
    fn a_selection_lists_the_destinations() {
        let knight = Piece::new(Color::White, Role::Knight);
        assert_eq!(
            selection_words(knight, Square::G1, &[Square::F3, Square::H3], Lang::Fr),
            "Cavalier g1 choisi, cases possibles : f3, h3"
        );
        assert_eq!(
            selection_words(knight, Square::B1, &[], Lang::En),
            "Knight on b1 picked up, no legal move"
        );
    }
}
