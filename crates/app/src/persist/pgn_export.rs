//! The one PGN exporter: a game written for other chess programs, from the
//! export dialog and from the history alike.
//!
//! It writes the seven-tag roster (Event, Site, Date, Round, White, Black,
//! Result), whatever other tags an imported PGN carried, the start position
//! when it is not the initial one, a `Termination` tag when the rules ended
//! the game, the game's opening (`ECO`, `Opening`), the moves — keeping an imported PGN's comments and variations
//! for as long as the moves are its own, with the drawings of each of the
//! game's positions as `%cal`/`%csl` — and the result. The players'
//! names and the event come from the caller, in the players' language.

use roque_rules::{Game, PgnGame, PgnNode, PgnResult};

use crate::model::drawings::Drawings;
use crate::model::opening::OpeningName;
use crate::model::record::{name_from_tag, slug, Day};

/// What the exporter writes besides the game: the tags a game played here
/// gets, each kept from an imported PGN when it had one (but the names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heading {
    /// The `Event` tag of a game played here (« Partie amicale »).
    pub event: String,
    /// The day the game is dated, unless an imported PGN dated it.
    pub date: Option<Day>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// How the rules ended the game, in words, for the `Termination` tag.
    pub termination: Option<String>,
    /// The game's opening, named in the players' language, for the `ECO`
    /// and `Opening` tags.
    pub opening: Option<OpeningName>,
}

/// Whether `imported`'s main line is exactly `game`'s moves.
fn same_moves(imported: &PgnGame, game: &Game) -> bool {
    imported.mainline_moves().eq(game.moves().iter().copied())
}

/// The result of `game` for the record: the rules' outcome, else the
/// imported PGN's while the moves are still its own (a resignation the
/// rules cannot see), else unknown.
pub fn result(game: &Game, imported: Option<&PgnGame>) -> PgnResult {
    match (game.outcome(), imported) {
        (Some(outcome), _) => PgnResult::of(Some(outcome)),
        (None, Some(imported)) if same_moves(imported, game) => imported.result,
        (None, _) => PgnResult::Unknown,
    }
}

/// `game` as PGN, with `heading`, what `imported` (the game as it was
/// imported, `ImportedRecord::pgn` read again) said, and the `drawings` of
/// the game's positions (which stand for the imported main line's own: an
/// import and the analysis hand theirs to the game).
pub fn export(
    game: &Game,
    imported: Option<&PgnGame>,
    drawings: &Drawings,
    heading: &Heading,
) -> PgnGame {
    let mut pgn = PgnGame::new(*game.start());
    if let Some(imported) = imported {
        pgn.tags = imported.tags.clone();
    }
    let kept = |name: &str| imported.and_then(|i| name_from_tag(i.tag(name)));
    let date = heading
        .date
        .map_or_else(|| "????.??.??".to_string(), Day::pgn);
    pgn.set_tag(
        "Event",
        &kept("Event").unwrap_or_else(|| heading.event.clone()),
    );
    pgn.set_tag("Site", &kept("Site").unwrap_or_else(|| "Roque".to_string()));
    pgn.set_tag("Date", &kept("Date").unwrap_or(date));
    pgn.set_tag("Round", &kept("Round").unwrap_or_else(|| "-".to_string()));
    pgn.set_tag("White", &heading.white);
    pgn.set_tag("Black", &heading.black);
    if let Some(termination) = &heading.termination {
        pgn.set_tag("Termination", termination);
    }
    // An imported game's own name for its opening is kept, with its code.
    if let Some(opening) = heading
        .opening
        .as_ref()
        .filter(|_| kept("Opening").is_none())
    {
        pgn.set_tag("ECO", &opening.eco);
        pgn.set_tag("Opening", &opening.name);
    }

    let moves = game.moves();
    // The imported nodes hold as long as the moves agree from the start.
    let agreeing = imported.map_or(0, |i| {
        i.moves
            .iter()
            .zip(moves)
            .take_while(|(node, mv)| node.mv == **mv)
            .count()
    });
    for (ply, &mv) in moves.iter().enumerate() {
        let node = match imported.and_then(|i| i.moves.get(ply)) {
            Some(node) if ply < agreeing => Some(node.clone()),
            _ => game
                .position_at(ply)
                .map(|before| PgnNode::from_move(before, mv)),
        };
        if let Some(node) = node {
            pgn.moves.push(node);
        }
    }
    if let Some(imported) = imported.filter(|i| same_moves(i, game)) {
        pgn.comments = imported.comments.clone();
    }
    drawings.onto_mainline(&mut pgn);
    pgn.result = result(game, imported);
    pgn
}

/// A file name for the PGN: `roque-2026-11-30-blancs-noirs.pgn`.
pub fn file_name(day: Day, white: &str, black: &str) -> String {
    format!("roque-{}-{}-{}.pgn", day.iso(), slug(white), slug(black))
}
