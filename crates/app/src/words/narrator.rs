//! What to tell the player who cannot see the board, and which sound to
//! play: from one scene of the app to the next, the narrator finds what
//! happened (moves, a takeback, the end of the game, a refusal, a piece
//! picked up) and writes it in the log that the page's live region reads.
//!
//! It watches what the player sees rather than the actions, so whatever
//! changes the game (a click, a typed move, the computer, a future clock)
//! is told the same way. Pure: tested natively.

use std::collections::VecDeque;

use roque_rules::{Game, Lang, Move, Position, Square};

use crate::words::announce;

/// How many lines the log keeps: enough for a move, the computer's reply
/// and the end of the game; the live region reads each line once, as it
/// is added.
const LOG_LENGTH: usize = 4;

/// A sound for something that happened on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A quiet move.
    Move,
    /// A capture.
    Capture,
    /// A move that gives check.
    Check,
    /// The game is over.
    GameEnd,
}

impl Cue {
    /// The cue's name, as `data-cue` shows it: `move`, `capture`, …
    pub fn name(self) -> &'static str {
        match self {
            Cue::Move => "move",
            Cue::Capture => "capture",
            Cue::Check => "check",
            Cue::GameEnd => "game-end",
        }
    }

    /// The sound of `mv` played from `before`.
    pub fn of_move(before: &Position, mv: Move) -> Cue {
        let gives_check = {
            let mut after = *before;
            after.play(mv).is_ok() && after.is_check()
        };
        if gives_check {
            Cue::Check
        } else if before.is_capture(mv) {
            Cue::Capture
        } else {
            Cue::Move
        }
    }
}

/// What the player sees now, as far as the narrator cares.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The interface's language.
    pub lang: Lang,
    /// The game.
    pub game: Game,
    /// The picked-up piece's square.
    pub selected: Option<Square>,
    /// Where the picked-up piece may go.
    pub destinations: Vec<Square>,
    /// The notice shown (why a move was refused, …).
    pub notice: Option<String>,
    /// Counts the notices given, so that the same refusal twice is told twice.
    pub notices: u32,
    /// The draw the player may claim, in words.
    pub claim: Option<String>,
    /// The end of the game, in words, once it is over.
    pub outcome: Option<String>,
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Unique within the page's life: the view's key, so that each line
    /// is added to the live region rather than rewritten.
    pub id: u32,
    /// What is said.
    pub text: String,
}

/// The narrator: the last scene, and the log.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Narrator {
    seen: Option<Scene>,
    log: VecDeque<Entry>,
    next_id: u32,
    cue: Option<(u32, Cue)>,
}

/// Whether `prefix` is the start of `moves`, strictly shorter.
fn strict_prefix(prefix: &[Move], moves: &[Move]) -> bool {
    prefix.len() < moves.len() && moves.starts_with(prefix)
}

impl Narrator {
    /// The log's lines, oldest first.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.log.iter()
    }

    /// The latest sound to play, numbered so that the same sound twice is
    /// played twice.
    pub fn cue(&self) -> Option<(u32, Cue)> {
        self.cue
    }

    fn say(&mut self, text: String) {
        self.log.push_back(Entry {
            id: self.next_id,
            text,
        });
        self.next_id = self.next_id.wrapping_add(1);
        while self.log.len() > LOG_LENGTH {
            self.log.pop_front();
        }
    }

    fn sound(&mut self, cue: Cue) {
        let serial = self.cue.map_or(0, |(serial, _)| serial.wrapping_add(1));
        self.cue = Some((serial, cue));
    }

    /// Looks at the scene now: whatever changed since the last one is
    /// said, and sounded. The first scene is only remembered (the page
    /// has just opened, the screen reader reads it whole).
    pub fn observe(&mut self, now: Scene) {
        let Some(before) = self.seen.take() else {
            self.seen = Some(now);
            return;
        };
        if before.lang == now.lang && before != now {
            self.tell(&before, &now);
        }
        self.seen = Some(now);
    }

    fn tell(&mut self, before: &Scene, now: &Scene) {
        let lang = now.lang;
        let (old, new) = (&before.game, &now.game);
        let same_start = old.start() == new.start();
        let game_changed = old.moves() != new.moves() || !same_start;
        let mut cue = None;
        if same_start && strict_prefix(old.moves(), new.moves()) {
            for ply in old.ply()..new.ply() {
                let (Some(position), Some(&mv)) = (new.position_at(ply), new.moves().get(ply))
                else {
                    continue;
                };
                self.say(announce::played_words(position, mv, lang));
                cue = Some(Cue::of_move(position, mv));
            }
        } else if same_start && strict_prefix(new.moves(), old.moves()) {
            self.say(announce::taken_back_words(new.position().turn(), lang));
        } else if game_changed {
            self.say(announce::new_game_words(new.position().turn(), lang));
        }
        if let (None, Some(outcome)) = (&before.outcome, &now.outcome) {
            self.say(outcome.clone());
            cue = Some(Cue::GameEnd);
        }
        let notice_changed = now.notice != before.notice || now.notices != before.notices;
        if let Some(notice) = now.notice.as_ref().filter(|_| notice_changed) {
            self.say(notice.clone());
        }
        if !game_changed && now.selected != before.selected {
            match now.selected {
                Some(from) => {
                    if let Some(piece) = new.position().piece_at(from) {
                        self.say(announce::selection_words(
                            piece,
                            from,
                            &now.destinations,
                            lang,
                        ));
                    }
                }
                None if !notice_changed => self.say(announce::put_down_words(lang).to_string()),
                None => {}
            }
        }
        if let Some(claim) = now
            .claim
            .as_ref()
            .filter(|claim| before.claim.as_ref() != Some(*claim))
        {
            self.say(claim.clone());
        }
        if let Some(cue) = cue {
            self.sound(cue);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Square;

    fn scene(game: &Game, lang: Lang) -> Scene {
        Scene {
            lang,
            game: game.clone(),
            selected: None,
            destinations: Vec::new(),
            notice: None,
            notices: 0,
            claim: None,
            outcome: crate::words::ui::outcome_message(game, lang),
        }
    }

    fn play(game: &mut Game, san: &str) {
        let mv = game
            .position()
            .parse_san(san)
            .unwrap_or_else(|error| panic!("{san}: {error}"));
        game.play(mv)
            .unwrap_or_else(|error| panic!("{san}: {error:?}"));
    }

    fn said(narrator: &Narrator) -> Vec<String> {
        narrator.entries().map(|entry| entry.text.clone()).collect()
    }

    #[test]
    fn the_first_scene_is_not_told() {
        let mut narrator = Narrator::default();
        narrator.observe(scene(&Game::new(), Lang::Fr));
        assert!(said(&narrator).is_empty());
        assert_eq!(narrator.cue(), None);
    }

    #[test]
    fn a_move_and_the_reply_are_both_told_in_order() {
        let mut narrator = Narrator::default();
        let mut game = Game::new();
        narrator.observe(scene(&game, Lang::En));
        play(&mut game, "e4");
        play(&mut game, "e5");
        narrator.observe(scene(&game, Lang::En));
        assert_eq!(said(&narrator), ["White: Pawn e4", "Black: Pawn e5"]);
        assert_eq!(narrator.cue(), Some((0, Cue::Move)));
    }

    #[test]
    fn a_capture_with_check_then_mate_and_the_result() {
        let mut narrator = Narrator::default();
        let mut game = Game::new();
        for san in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"] {
            play(&mut game, san);
        }
        narrator.observe(scene(&game, Lang::Fr));
        play(&mut game, "Qxf7#");
        narrator.observe(scene(&game, Lang::Fr));
        assert_eq!(
            said(&narrator),
            [
                "Blancs : Dame prend f7, échec et mat",
                "Échec et mat — les Blancs gagnent"
            ]
        );
        assert_eq!(narrator.cue(), Some((0, Cue::GameEnd)));
    }

    #[test]
    fn cues_tell_captures_from_checks() {
        let mut game = Game::new();
        for san in ["e4", "d5"] {
            play(&mut game, san);
        }
        let position = *game.position();
        let exd5 = Move::new(Square::E4, Square::D5);
        assert_eq!(Cue::of_move(&position, exd5), Cue::Capture);
        let bb5 = Move::new(Square::F1, Square::B5);
        assert_eq!(Cue::of_move(&position, bb5), Cue::Check);
        let nf3 = Move::new(Square::G1, Square::F3);
        assert_eq!(Cue::of_move(&position, nf3), Cue::Move);
    }

    #[test]
    fn the_same_refusal_twice_is_told_twice() {
        let mut narrator = Narrator::default();
        let game = Game::new();
        let mut now = scene(&game, Lang::Fr);
        narrator.observe(now.clone());
        now.notice = Some("Ce n'est pas votre tour.".into());
        now.notices = 1;
        narrator.observe(now.clone());
        now.notices = 2;
        narrator.observe(now.clone());
        assert_eq!(said(&narrator).len(), 2);
        // Nothing new: nothing said.
        narrator.observe(now);
        assert_eq!(said(&narrator).len(), 2);
    }

    #[test]
    fn selections_takebacks_and_new_games() {
        let mut narrator = Narrator::default();
        let mut game = Game::new();
        let mut now = scene(&game, Lang::En);
        narrator.observe(now.clone());
        now.selected = Some(Square::G1);
        now.destinations = vec![Square::F3, Square::H3];
        narrator.observe(now.clone());
        now.selected = None;
        now.destinations.clear();
        narrator.observe(now);
        play(&mut game, "Nf3");
        narrator.observe(scene(&game, Lang::En));
        let _ = game.undo();
        narrator.observe(scene(&game, Lang::En));
        play(&mut game, "e4");
        play(&mut game, "e5");
        narrator.observe(scene(&game, Lang::En));
        narrator.observe(scene(&Game::from_position(Position::new()), Lang::En));
        assert_eq!(
            said(&narrator),
            [
                "Move taken back. White to move",
                "White: Pawn e4",
                "Black: Pawn e5",
                // The log keeps its last lines only.
                "Move taken back. White to move",
            ]
        );
        let mut narrator = Narrator::default();
        let mut game = Game::new();
        narrator.observe(scene(&game, Lang::En));
        play(&mut game, "e4");
        narrator.observe(scene(&game, Lang::En));
        let other = Game::from_position(
            Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap_or_default(),
        );
        narrator.observe(scene(&other, Lang::En));
        assert_eq!(said(&narrator)[1], "New game. Black to move");
    }

    #[test]
    fn a_change_of_language_is_not_news() {
        let mut narrator = Narrator::default();
        let game = Game::new();
        narrator.observe(scene(&game, Lang::Fr));
        narrator.observe(scene(&game, Lang::En));
        assert!(said(&narrator).is_empty());
    }
}
