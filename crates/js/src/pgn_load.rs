//! chess.js's `loadPgn` on the rules crate's PGN reader: one game, its
//! tags, its main line and the comments keyed by the FEN they follow; all
//! or nothing.

use crate::fen_check::with_missing_fields;
use crate::session::Session;
use roque_rules::{PgnError, PgnErrorKind, PgnGame, PgnResult, Position};

/// A game read from PGN, ready to replace the current one.
#[derive(Clone, Debug)]
pub struct LoadedPgn {
    /// The game, positioned after its last main-line move.
    pub session: Session,
    /// The tag pairs, in the order read.
    pub tags: Vec<(String, String)>,
    /// The `FEN` tag with missing fields filled in, if the game has one.
    pub fen_tag: Option<String>,
    /// The result to write in the `Result` tag, when the movetext's result
    /// says something the tag does not.
    pub result: Option<String>,
    /// `(fen, comment)` in the order of the game.
    pub comments: Vec<(String, String)>,
}

/// Reads one game.
///
/// # Errors
/// chess.js's messages where it has one (`Invalid move in PGN: Nf6`,
/// `Invalid FEN: ...`, `Invalid PGN: FEN tag must be supplied with SetUp
/// tag` in strict mode), else `Invalid PGN: ` and where and what.
pub fn load(text: &str, strict: bool) -> Result<LoadedPgn, String> {
    let game = match PgnGame::parse(text) {
        Ok(game) => game,
        // chess.js reads a text without a game as an empty game.
        Err(PgnError {
            kind: PgnErrorKind::NoGame,
            ..
        }) => PgnGame::default(),
        Err(error) => return Err(message(&error)),
    };
    let fen_tag = game.tag("FEN").map(with_missing_fields);
    if strict && game.tag("SetUp") == Some("1") && fen_tag.is_none() {
        return Err("Invalid PGN: FEN tag must be supplied with SetUp tag".to_string());
    }
    let mut session = Session::from_position(game.start);
    let mut comments: Vec<(String, String)> = Vec::new();
    let mut note = |fen: String, texts: &[String]| {
        if texts.is_empty() {
            return;
        }
        let text = texts.join(" ");
        match comments.last_mut() {
            Some((last, comment)) if *last == fen => {
                comment.push(' ');
                comment.push_str(&text);
            }
            _ => comments.push((fen, text)),
        }
    };
    // FENs are written only where a comment needs one: most moves have none.
    let fen_now = |session: &Session| session.position().map(Position::fen).unwrap_or_default();
    if !game.comments.is_empty() {
        note(fen_now(&session), &game.comments);
    }
    for node in &game.moves {
        if !node.comments_before.is_empty() {
            note(fen_now(&session), &node.comments_before);
        }
        session
            .play(node.mv)
            .map_err(|_| format!("Invalid move in PGN: {}", node.san))?;
        if !node.comments_after.is_empty() {
            note(fen_now(&session), &node.comments_after);
        }
    }
    let tag_result = game.tag("Result");
    let result = match tag_result {
        Some(tag) if PgnResult::from_token(tag) == Some(game.result) => None,
        None if game.result == PgnResult::Unknown => None,
        _ => Some(game.result.token().to_string()),
    };
    Ok(LoadedPgn {
        session,
        tags: game.tags.clone(),
        fen_tag,
        result,
        comments,
    })
}

/// The error in chess.js's words where it has some.
fn message(error: &PgnError) -> String {
    match &error.kind {
        PgnErrorKind::IllegalMove { text, .. } => format!("Invalid move in PGN: {text}"),
        PgnErrorKind::BadFen(fen) => {
            let text = fen.to_string();
            let detail = text.strip_prefix("invalid FEN: ").unwrap_or(&text);
            format!("Invalid FEN: {detail}")
        }
        _ => format!("Invalid PGN: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_with_tags_comments_and_result() {
        let text =
            "[White \"Anna\"]\n[Result \"*\"]\n\n{start} 1. e4 {king pawn} e5 (1... c5) 2. Nf3 1-0";
        let loaded = load(text, false).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.session.plies().len(), 3);
        assert_eq!(loaded.tags[0], ("White".to_string(), "Anna".to_string()));
        assert_eq!(loaded.result.as_deref(), Some("1-0"));
        assert_eq!(loaded.comments.len(), 2);
        assert_eq!(loaded.comments[0].1, "start");
        assert_eq!(loaded.comments[1].1, "king pawn");
        assert!(loaded.comments[1]
            .0
            .starts_with("rnbqkbnr/pppppppp/8/8/4P3/"));
    }

    #[test]
    fn errors_use_chess_js_words() {
        assert_eq!(
            load("1. e4 e5 2. Ke3", false).err().as_deref(),
            Some("Invalid move in PGN: Ke3")
        );
        let strict = load("[SetUp \"1\"]\n\n1. e4 *", true).err();
        assert_eq!(
            strict.as_deref(),
            Some("Invalid PGN: FEN tag must be supplied with SetUp tag")
        );
        let bad = load("1. e4 {unclosed", false).err().unwrap_or_default();
        assert!(bad.starts_with("Invalid PGN: "), "{bad}");
    }

    #[test]
    fn an_empty_text_is_an_empty_game() {
        let loaded = load("", false).unwrap_or_else(|e| panic!("{e}"));
        assert!(loaded.session.plies().is_empty());
        assert!(loaded.tags.is_empty() && loaded.result.is_none());
    }
}
