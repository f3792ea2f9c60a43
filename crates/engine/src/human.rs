//! How every level below the strongest chooses its move: like a person who
//! sees too short, not like dice.
//!
//! A beginner's mistakes have a shape. They prefer moves that look right
//! (develop a piece, take the centre, castle, give check, take something),
//! they see what a piece can take at once but not the fork two moves away,
//! and now and then they play a natural-looking move at a glance, without
//! looking at the reply: that is how they hang a piece. They do not push a
//! rook's pawn two squares on move one or walk their king out for no reason.
//!
//! Stronger players make the same kinds of mistakes, less often and
//! deeper down the line. So such a level:
//! - searches within a node cap (four and five plies at most at levels 1
//!   and 2, with the quiescence search), so that the weaker it is, the
//!   shorter it sees;
//! - adds to each root move's score its [`naturalness`] (all of it at
//!   levels 1 and 2, less and less above) and some noise (more in the
//!   opening at levels 1 and 2: beginners vary their openings), and plays
//!   the best sum; a move that looks absurd is only played when the
//!   search finds it clearly better than every natural one;
//! - makes an oversight now and then: the most natural-looking move at a
//!   glance (naturalness, the material it takes at once, noise), without
//!   reading the reply, and sometimes without even noticing a capture.

use crate::eval::{phase, MAX_PHASE, SIMPLE_VALUE};
use crate::level::LevelSettings;
use crate::random::Rng;
use crate::score::MATE_BOUND;
use roque_rules::{Color, Move, Position, Role, Square};

/// A naturalness at or below this marks a move no beginner's opponent
/// should play without a concrete reason (a flank pawn lunge or a king walk
/// in the opening).
pub(crate) const ABSURD: i32 = -70;

/// How much better (centipawns) the search must find an absurd-looking
/// move than every natural one before a weak level plays it.
const ABSURD_NEEDS: i32 = 60;

/// The noise (standard deviation, centipawns) of a move chosen at a glance.
const GLANCE_NOISE_CP: f64 = 40.0;

/// The least noise (standard deviation, centipawns) of a level that
/// chooses among exact scores, in the opening (the first
/// [`OPENING_MOVES`] moves, every piece still on the board): beginners
/// vary their openings more than their judgement elsewhere would, and
/// choosing among opening moves the search scores about equally costs
/// little. Without it, levels 1 and 2 (searching four and five plies)
/// answered each common opening with nearly always the same move.
const OPENING_NOISE_CP: i32 = 40;

/// How many moves (full moves) count as the opening for
/// [`OPENING_NOISE_CP`].
const OPENING_MOVES: u32 = 8;

/// Per cent of captures a glance overlooks.
const OVERLOOKED_CAPTURE_PERCENT: usize = 30;

/// How far from the edge a square is: 0 in a corner, 6 in the centre.
fn centre(sq: Square) -> i32 {
    let f = i32::from(sq.file().index());
    let r = i32::from(sq.rank().index());
    f.min(7 - f) + r.min(7 - r)
}

/// Whether `position` is in the opening, for [`OPENING_NOISE_CP`]: one of
/// the first [`OPENING_MOVES`] moves, every piece still on the board.
fn in_the_opening(position: &Position) -> bool {
    position.fullmove_number() <= OPENING_MOVES && phase(position) == MAX_PHASE
}

/// How natural `mv` looks to a club player, in centipawns (positive: the
/// kind of move one expects; [`ABSURD`] or below: a move one never expects
/// without a concrete reason). It reads only the move and the position, not
/// the reply.
pub(crate) fn naturalness(position: &Position, mv: Move) -> i32 {
    let Some(role) = position.moved_role(mv) else {
        return 0;
    };
    let us = position.turn();
    let board = position.board();
    let captured = position.captured(mv);
    let mut value = 0;

    let mut child = *position;
    child.play_unchecked(mv);
    if child.is_check() {
        value += 25;
    }
    if let Some(victim) = captured {
        value += 20 + SIMPLE_VALUE[victim.index()] / 10;
    }
    match mv.promotion {
        Some(Role::Queen) => value += 60,
        Some(_) => value -= 40,
        None => {}
    }
    if position.is_check() {
        // Getting out of check: every way is natural enough.
        return value;
    }

    let from_rank = mv.from.rank().relative(us).index();
    let to_rank = mv.to.rank().relative(us).index();
    let from_file = mv.from.file().char();
    let to_file = mv.to.file().char();
    let phase = phase(position);
    let endgame = phase <= 8;
    let opening = position.fullmove_number() <= 12 && phase >= 18;
    let castles = position.castling_side(mv).is_some();
    let queens_on = board.by_role(Role::Queen).count() >= 2;
    let home = match us {
        Color::White => Square::E1,
        Color::Black => Square::E8,
    };
    let king_at_home = position.king_square(us) == home;

    match role {
        Role::Knight | Role::Bishop => {
            value += 4 * (centre(mv.to) - centre(mv.from));
            // "A knight on the rim is dim"; a bishop there is out of play.
            if matches!(to_file, 'a' | 'h') {
                value -= if role == Role::Knight { 50 } else { 20 };
            }
        }
        Role::King if castles => value += if opening { 60 } else { 35 },
        Role::King if endgame => value += 5 * (centre(mv.to) - centre(mv.from)),
        Role::King if queens_on => value -= if opening { 100 } else { 40 },
        _ => {}
    }

    if opening && captured.is_none() {
        match role {
            Role::Pawn => {
                let step = to_rank - from_rank;
                value += match (from_file, step, from_rank) {
                    ('d' | 'e', _, 1) => 35,
                    ('c', _, 1) => 12,
                    ('f', 1, 1) => -80,
                    ('f', _, 1) => -10,
                    ('b' | 'g', 1, 1) => -5,
                    ('a' | 'h', 1, 1) => -35,
                    ('a' | 'b' | 'g' | 'h', 2, 1) => -90,
                    _ => 0,
                };
            }
            Role::Knight | Role::Bishop => {
                if from_rank == 0 {
                    value += 35;
                } else if to_rank == 0 {
                    value -= 30;
                }
            }
            Role::Queen => {
                let ours = board.by_color(us);
                let minors_home = ((board.by_role(Role::Knight) | board.by_role(Role::Bishop))
                    & ours)
                    .into_iter()
                    .filter(|sq| sq.rank().relative(us).index() == 0)
                    .count();
                if minors_home >= 2 {
                    value -= 25;
                }
            }
            Role::Rook if king_at_home => value -= 90,
            _ => {}
        }
    }
    value
}

/// The material a move takes at once, as seen at a glance.
fn glance_gain(position: &Position, mv: Move) -> i32 {
    let taken = position
        .captured(mv)
        .map_or(0, |victim| SIMPLE_VALUE[victim.index()]);
    let promoted = mv
        .promotion
        .map_or(0, |role| SIMPLE_VALUE[role.index()] - SIMPLE_VALUE[0]);
    (taken + promoted) / 3
}

/// What a level that weighs its choice within the search adds to the
/// score of the root move `mv`: its naturalness, as much as the level
/// leans towards natural moves, and noise; a move that looks absurd must
/// also be [`ABSURD_NEEDS`] better than the others, as [`choose`] asks.
pub(crate) fn weight(
    position: &Position,
    mv: Move,
    settings: &LevelSettings,
    rng: &mut Rng,
) -> i32 {
    let natural = naturalness(position, mv);
    let absurd = if natural <= ABSURD { ABSURD_NEEDS } else { 0 };
    leaning_and_noise(natural, settings, rng) - absurd
}

/// What a level adds to a move's score of naturalness `natural`: its
/// share of it ("natural moves") and a fresh draw of the level's noise.
fn leaning_and_noise(natural: i32, settings: &LevelSettings, rng: &mut Rng) -> i32 {
    let leaning = natural * settings.natural_weight_percent as i32 / 100;
    let noise = (rng.gaussian() * f64::from(settings.noise_cp)) as i32;
    leaning + noise
}

/// A weak level's choice among `candidates` (root moves and their search
/// scores, none allowing mate in one when that can be avoided): see the
/// module documentation. Returns the move and its search score.
pub(crate) fn choose(
    position: &Position,
    candidates: &[(Move, Option<i32>)],
    settings: &LevelSettings,
    rng: &mut Rng,
) -> Option<(Move, i32)> {
    let judged: Vec<(Move, i32, i32)> = candidates
        .iter()
        .map(|&(mv, score)| (mv, score.unwrap_or(-MATE_BOUND), naturalness(position, mv)))
        .collect();
    // An absurd-looking move only when the search finds it clearly better.
    let best_natural = judged
        .iter()
        .filter(|&&(_, _, natural)| natural > ABSURD)
        .map(|&(_, score, _)| score)
        .max();
    let plausible: Vec<(Move, i32, i32)> = judged
        .iter()
        .copied()
        .filter(|&(_, score, natural)| {
            natural > ABSURD || best_natural.is_none_or(|best| score >= best + ABSURD_NEEDS)
        })
        .collect();
    let pool = if plausible.is_empty() {
        judged
    } else {
        plausible
    };

    if rng.below(100) < settings.oversight_percent as usize {
        // At a glance: what looks natural and what it takes at once, with
        // no thought of the reply; now and then a capture goes unseen.
        let noticed: Vec<(Move, i32, i32)> = pool
            .iter()
            .copied()
            .filter(|&(mv, _, _)| {
                !position.is_capture(mv) || rng.below(100) >= OVERLOOKED_CAPTURE_PERCENT
            })
            .collect();
        let glance_pool = if noticed.is_empty() { &pool } else { &noticed };
        return glance_pool
            .iter()
            .map(|&(mv, score, natural)| {
                let noise = (rng.gaussian() * GLANCE_NOISE_CP) as i32;
                (mv, score, natural + glance_gain(position, mv) + noise)
            })
            .max_by_key(|&(_, _, value)| value)
            .map(|(mv, score, _)| (mv, score));
    }

    let settings = if in_the_opening(position) {
        &LevelSettings {
            noise_cp: settings.noise_cp.max(OPENING_NOISE_CP),
            ..*settings
        }
    } else {
        settings
    };
    pool.iter()
        .map(|&(mv, score, natural)| (mv, score, score + leaning_and_noise(natural, settings, rng)))
        .max_by_key(|&(_, _, value)| value)
        .map(|(mv, score, _)| (mv, score))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::legal_move;

    fn natural(fen: &str, uci: &str) -> i32 {
        let (position, mv) = legal_move(fen, uci);
        naturalness(&position, mv)
    }

    const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    #[test]
    fn central_and_developing_moves_look_natural_flank_lunges_absurd() {
        for good in ["e7e5", "c7c5", "e7e6", "d7d5", "g8f6", "b8c6"] {
            assert!(natural(AFTER_E4, good) > 10, "{good}");
        }
        for absurd in ["g7g5", "h7h5", "a7a5", "b7b5", "f7f6"] {
            assert!(natural(AFTER_E4, absurd) <= ABSURD, "{absurd}");
        }
        let after_e5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        assert!(natural(after_e5, "e1e2") <= ABSURD);
        for odd in ["h7h6", "a7a6", "g8h6"] {
            let value = natural(AFTER_E4, odd);
            assert!(value < 0 && value > ABSURD, "{odd}: {value}");
        }
        // Castling is natural; so is a king walk to the centre in an ending.
        let italian = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        assert!(natural(italian, "e1g1") > 30);
        assert!(natural(italian, "h1g1") <= ABSURD);
        assert!(natural("8/5k2/8/8/8/8/2K5/8 w - - 0 50", "c2d3") > 0);
    }

    #[test]
    fn an_absurd_looking_move_needs_a_concrete_reason() {
        let position = Position::from_fen(AFTER_E4).expect("test FEN");
        let lunge = Move::from_uci("g7g5").expect("UCI");
        let natural_moves = ["e7e5", "c7c5", "g8f6"].map(|m| Move::from_uci(m).expect("UCI"));
        let settings = crate::Level::WEAKEST.settings();
        let scores = |lunge_score| {
            let mut list: Vec<(Move, Option<i32>)> =
                natural_moves.iter().map(|&mv| (mv, Some(0))).collect();
            list.push((lunge, Some(lunge_score)));
            list
        };
        // A little better by the search is not enough (oversights included)...
        let slightly = scores(ABSURD_NEEDS - 10);
        for seed in 0..200 {
            let chosen = choose(&position, &slightly, &settings, &mut Rng::new(seed));
            assert_ne!(chosen.map(|(mv, _)| mv), Some(lunge), "seed {seed}");
        }
        // ...clearly better is (when the level does not play at a glance).
        let clearly = scores(400);
        let lunges = (0..200)
            .filter(|&seed| {
                choose(&position, &clearly, &settings, &mut Rng::new(seed)).map(|(mv, _)| mv)
                    == Some(lunge)
            })
            .count();
        assert!(lunges > 100, "{lunges} of 200");
    }
}
