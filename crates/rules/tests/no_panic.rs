//! No-panic property tests: every parser (FEN, UCI, square names, SAN,
//! PGN) gets arbitrary bytes, arbitrary strings and near-miss mutations of
//! valid text; `play` and `is_legal` get
//! arbitrary (from, to, promotion) moves on random reachable positions. In
//! wasm a panic kills the page, so none may panic, and a refused move must
//! leave the position exactly as it was.

mod common;
// The fuzz targets' checks, written once for both (each side uses part).
#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod fuzz_checks;

use common::{perft_fens, Rng};
use fuzz_checks::{ask_everything, check_fen, check_move, check_pgn, check_san_in, check_uci};
use proptest::prelude::*;
use roque_rules::{
    to_san, CastlingRights, Color, Game, Lang, Move, PgnGame, PgnNode, PgnResult, Piece,
    PieceLetters, Position, Role, SanPlus, Setup, Square,
};
use std::sync::OnceLock;

/// Valid FENs to mutate and to start games from.
fn seed_fens() -> &'static [String] {
    static FENS: OnceLock<Vec<String>> = OnceLock::new();
    FENS.get_or_init(|| {
        let mut fens = vec![Position::new().fen()];
        fens.extend(perft_fens());
        fens
    })
}

/// Everything a parser may be fed, checked for consistency when it succeeds.
fn parse_everything(text: &str) {
    check_fen(text);
    check_uci(text);
    check_san_in(text, &Position::new());
    check_pgn(text);
    if let Ok(lang) = text.parse::<Lang>() {
        assert!(
            text.to_ascii_lowercase().starts_with(lang.code()),
            "{text:?} read as {lang}"
        );
    }
    if let Some(result) = PgnResult::from_token(text) {
        assert_eq!(result.token(), text);
    }
}

/// Characters that FEN, UCI and square names are made of, and a few that
/// they are not.
const ALPHABET: &[char] = &[
    'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '0', '1', '2', '3', '4', '5', '6',
    '7', '8', '9', '/', ' ', '-', 'w', 'a', 'c', 'd', 'e', 'f', 'g', 'h', 'i', '+', '=', 'x', '\t',
    '\u{e9}', '\u{2014}', '\u{0}',
];

/// Characters that SAN and PGN are made of, and a few that they are not.
const NOTATION_ALPHABET: &[char] = &[
    'K', 'Q', 'R', 'B', 'N', 'P', 'C', 'F', 'T', 'D', 'O', 'o', 'a', 'b', 'c', 'd', 'e', 'f', 'g',
    'h', 'x', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '=', '-', '+', '#', '!', '?', '.',
    ' ', '\n', '[', ']', '"', '\\', '{', '}', '(', ')', ';', '$', '%', '*', '/', '\u{e9}', '\u{0}',
    '\u{feff}',
];

/// One edit of a text: replace, insert or delete at a position.
#[derive(Clone, Debug)]
enum Edit {
    Replace(usize, char),
    Insert(usize, char),
    Delete(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    edit_from(ALPHABET)
}

fn notation_edit() -> impl Strategy<Value = Edit> {
    edit_from(NOTATION_ALPHABET)
}

fn edit_from(alphabet: &'static [char]) -> impl Strategy<Value = Edit> {
    let c = proptest::sample::select(alphabet);
    prop_oneof![
        (any::<usize>(), c.clone()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), c).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Replace(i, c) if !chars.is_empty() => {
                let i = i % chars.len();
                chars[i] = c;
            }
            Edit::Insert(i, c) => {
                let i = i % (chars.len() + 1);
                chars.insert(i, c);
            }
            Edit::Delete(i) if !chars.is_empty() => {
                let i = i % chars.len();
                chars.remove(i);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A random position reached by `plies` uniformly random legal moves from
/// one of the seed positions.
fn reachable(start: usize, seed: u64, plies: usize) -> Position {
    let fens = seed_fens();
    let mut position = Position::from_fen(&fens[start % fens.len()]).expect("seed FEN");
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(moves[rng.below(moves.len())]);
    }
    position
}

/// A random game of up to `plies` moves from one of the seed positions, as
/// PGN: English or French letters aside, with a comment, glyphs and a
/// variation so that every part of the grammar is there to mutate.
fn random_pgn(start: usize, seed: u64, plies: usize) -> String {
    let fens = seed_fens();
    let first = Position::from_fen(&fens[start % fens.len()]).expect("seed FEN");
    let mut game = PgnGame::new(first);
    let mut position = first;
    let mut rng = Rng::new(seed);
    for ply in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        let mut node = PgnNode::from_move(&position, mv);
        if ply % 7 == 3 {
            node.comments_after
                .push(format!("after {}", to_san(&position, mv)));
            node.nags.push(1 + (ply % 6) as u8);
        }
        if let Some(&other) = moves
            .iter()
            .find(|&&other| other != mv)
            .filter(|_| ply % 5 == 2)
        {
            node.variations
                .push(vec![PgnNode::from_move(&position, other)]);
        }
        game.moves.push(node);
        position.play_unchecked(mv);
    }
    game.set_tag("White", "Anna \"the Rook\"");
    game.result = [PgnResult::WhiteWins, PgnResult::Draw, PgnResult::Unknown][rng.below(3)];
    game.to_pgn()
}

/// An arbitrary move: any two squares (possibly the same) and any
/// promotion, pawn and king included.
fn any_move() -> impl Strategy<Value = Move> {
    (0u8..64, 0u8..64, 0usize..8).prop_map(|(from, to, promotion)| Move {
        from: Square::ALL[usize::from(from)],
        to: Square::ALL[usize::from(to)],
        promotion: Role::from_index(promotion),
    })
}

/// An arbitrary setup: a handful of pieces anywhere, kings likely but not
/// certain, any side, rights, en-passant square and clocks.
fn any_setup() -> impl Strategy<Value = Setup> {
    let piece = (0usize..2, 0usize..6)
        .prop_map(|(c, r)| Piece::new(Color::ALL[c], Role::from_index(r).unwrap_or(Role::Pawn)));
    (
        proptest::collection::vec((0u8..64, piece), 0..10),
        proptest::option::weighted(0.97, 0u8..64),
        proptest::option::weighted(0.97, 0u8..64),
        any::<bool>(),
        prop_oneof![3 => Just(0u8), 1 => 0u8..16],
        proptest::option::weighted(0.1, 0u8..64),
        any::<u32>(),
        any::<u32>(),
    )
        .prop_map(
            |(pieces, white_king, black_king, black, rights, ep, halfmove, fullmove)| {
                let mut setup = Setup::empty();
                for (sq, piece) in pieces {
                    setup
                        .board
                        .set_piece_at(Square::ALL[usize::from(sq)], Some(piece));
                }
                for (king, color) in [(white_king, Color::White), (black_king, Color::Black)] {
                    if let Some(sq) = king {
                        let piece = Piece::new(color, Role::King);
                        setup
                            .board
                            .set_piece_at(Square::ALL[usize::from(sq)], Some(piece));
                    }
                }
                setup.turn = if black { Color::Black } else { Color::White };
                setup.castling = CastlingRights::from_bits(rights);
                setup.ep_square = ep.map(|sq| Square::ALL[usize::from(sq)]);
                setup.halfmove_clock = halfmove;
                setup.fullmove_number = fullmove;
                setup
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5_000, ..ProptestConfig::default() })]

    #[test]
    fn parsers_survive_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..100)) {
        parse_everything(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn parsers_survive_arbitrary_strings(text in any::<String>()) {
        parse_everything(&text);
    }

    #[test]
    fn parsers_survive_mutated_fens(
        start in any::<usize>(),
        edits in proptest::collection::vec(edit(), 1..4),
    ) {
        let fens = seed_fens();
        parse_everything(&apply(&fens[start % fens.len()], &edits));
    }

    #[test]
    fn parsers_survive_san_shapes(text in "[KQRBNPCFTDOo0a-hx1-9=+#!?. ()-]{0,9}") {
        check_san_in(&text, &reachable(1, 0, 0));
    }

    #[test]
    fn parsers_survive_move_and_square_shapes(text in "[a-iA-I0-9qrbnkpQ=+ -]{0,7}") {
        parse_everything(&text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1_000, ..ProptestConfig::default() })]

    /// The SAN of a legal move, mutated, read in its position.
    #[test]
    fn san_survives_mutations_in_positions(
        start in any::<usize>(),
        seed in any::<u64>(),
        plies in 0usize..100,
        index in any::<usize>(),
        french in any::<bool>(),
        edits in proptest::collection::vec(notation_edit(), 0..3),
    ) {
        let position = reachable(start, seed, plies);
        let moves = position.legal_moves();
        if let Some(&mv) = moves.get(index % moves.len().max(1)) {
            let letters = if french { PieceLetters::French } else { PieceLetters::English };
            let text = SanPlus::from_move(&position, mv).to_string_with(letters);
            check_san_in(&apply(&text, &edits), &position);
        }
    }

    /// A random game as PGN, mutated, read (and, if it reads, written and
    /// read again).
    #[test]
    fn pgn_survives_mutations(
        start in any::<usize>(),
        seed in any::<u64>(),
        plies in 0usize..40,
        edits in proptest::collection::vec(notation_edit(), 0..4),
    ) {
        let text = random_pgn(start, seed, plies);
        if edits.is_empty() {
            prop_assert!(PgnGame::parse(&text).is_ok(), "our PGN does not read back:\n{}", text);
        }
        check_pgn(&apply(&text, &edits));
    }

    /// `play` and `is_legal` agree with the list of legal moves, and a
    /// refused move changes nothing.
    #[test]
    fn arbitrary_moves_are_played_atomically(
        start in any::<usize>(),
        seed in any::<u64>(),
        plies in 0usize..150,
        attempts in proptest::collection::vec((any::<bool>(), any::<usize>(), any_move()), 1..40),
    ) {
        let mut position = reachable(start, seed, plies);
        for (pick_legal, index, arbitrary) in attempts {
            let legal = position.legal_moves();
            // Half the attempts play a legal move, so the game goes on.
            let mv = match (pick_legal, legal.is_empty()) {
                (true, false) => legal[index % legal.len()],
                _ => arbitrary,
            };
            check_move(&mut position, mv, arbitrary, index);
        }
    }

    /// A game takes any move: a legal one is played, anything else is
    /// explained and changes nothing; draws are claimed, moves taken back,
    /// results declared, all without a panic.
    #[test]
    fn games_survive_arbitrary_moves(
        start in any::<usize>(),
        seed in any::<u64>(),
        plies in 0usize..100,
        attempts in proptest::collection::vec((0u8..8, any::<usize>(), any_move()), 1..40),
    ) {
        let mut game = Game::from_position(reachable(start, seed, plies));
        for (action, index, arbitrary) in attempts {
            let legal = game.position().legal_moves();
            let mv = match (action, legal.is_empty()) {
                (0..=3, false) => legal[index % legal.len()],
                _ => arbitrary,
            };
            let before = game.clone();
            let explained = game.explain(mv.from, mv.to, mv.promotion);
            let _ = game.claimable_with(mv);
            let _ = game.claimable_draw();
            let _ = game.repetitions();
            match game.play(mv) {
                Ok(()) => {
                    prop_assert!(legal.contains(&mv), "{} played in {}", mv, before.position().fen());
                    prop_assert!(explained.is_ok(), "explain refused the played {}", mv);
                    prop_assert_eq!(game.moves().last(), Some(&mv));
                }
                Err(e) => {
                    let _ = e.to_string();
                    prop_assert!(explained.is_err(), "explain accepted the refused {}", mv);
                    prop_assert_eq!(&game, &before, "a refused move changed the game");
                }
            }
            match action {
                5 => {
                    let _ = game.undo();
                }
                6 => {
                    let _ = game.claim_draw();
                }
                7 => {
                    let mut ended = game.clone();
                    let _ = ended.resign(ended.position().turn());
                    let _ = ended.withdraw_result();
                    let _ = ended.flag(Color::White);
                    let _ = ended.agree_draw();
                    let _ = ended.claim_draw_with(mv);
                }
                _ => {}
            }
            let _ = game.outcome();
        }
    }

    /// Any setup either is refused with an error or gives a position that
    /// works: its FEN reads back, its moves play.
    #[test]
    fn arbitrary_setups_validate_without_panic(setup in any_setup(), probe in any_move()) {
        let _ = setup.fen();
        match Position::from_setup(setup) {
            Ok(position) => {
                ask_everything(&position, probe);
                let again = Position::from_fen(&position.fen()).expect("the position's own FEN");
                prop_assert!(again.same_position(&position));
                for mv in position.legal_moves() {
                    let mut child = position;
                    prop_assert!(child.play(mv).is_ok());
                    ask_everything(&child, probe);
                }
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
}
