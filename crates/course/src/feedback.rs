//! What the judge says: why an attempt is wrong ([`Feedback`]) and what the
//! answer was ([`Solution`]). Every computed sentence of the course lives
//! here, French and English side by side.

use crate::principles::Principle;
use crate::words::{line, the_at};
use crate::{NumberedMove, Text};
use roque_rules::{
    capitalize, fr_en, Bitboard, CastlingSide, Color, DrawClaim, IllegalReason, Lang, Move,
    Outcome, PieceAt, Position, Role, Square,
};

/// Why a legal attempt is not the answer (or a claim, a choice, a set of
/// squares is wrong). [`Feedback::message`] words it.
///
/// ```
/// use roque_course::Feedback;
/// use roque_rules::{Lang, Square};
/// let escape = Feedback::CheckButEscape { king: Square::G8, to: Square::F8 };
/// assert_eq!(escape.message(Lang::Fr), "Échec, mais le roi s'échappe en f8.");
/// assert_eq!(escape.message(Lang::En), "Check, but the king escapes to f8.");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The exercise's own words for this attempt.
    Hint(Text),
    /// A legal move, but not the one asked for.
    NotTheMove,
    /// The move was to give check or mate, and gives no check.
    NoCheck,
    /// Check, but the king steps out of it.
    CheckButEscape {
        /// Where the king stands.
        king: Square,
        /// A square it escapes to.
        to: Square,
    },
    /// Check, but the checking piece can be captured.
    CheckButCapture {
        /// A piece that captures it.
        by: PieceAt,
    },
    /// Check, but a piece can be put in between.
    CheckButBlock {
        /// A piece that blocks.
        by: PieceAt,
        /// Where it blocks.
        on: Square,
    },
    /// The move stalemates the opponent instead of mating.
    Stalemate {
        /// The stalemated side.
        color: Color,
    },
    /// The move leaves one of the player's pieces to be taken for less.
    Hangs {
        /// Whether the move was a capture (« Cette prise… »).
        capture: bool,
        /// The piece left en prise.
        piece: PieceAt,
        /// An opponent's piece that takes it.
        by: PieceAt,
    },
    /// The move was to capture, and captures nothing.
    NoCapture,
    /// The check was to be parried by moving the king.
    NotKingMove,
    /// The check was to be parried by putting a piece in between.
    NotBlock,
    /// The move was to promote a pawn.
    NoPromotion,
    /// The move was to castle.
    NotCastling,
    /// The move was to end the game, and the game goes on.
    GameGoesOn,
    /// The move was to keep the game going, and it ends it.
    GameEnds(Outcome),
    /// A touched piece of the player's must be moved (art. 4.3.1).
    TouchMove {
        /// The touched piece.
        piece: PieceAt,
    },
    /// A touched piece of the opponent's must be captured (art. 4.3.2).
    TouchCapture {
        /// The touched piece.
        piece: PieceAt,
    },
    /// The king and a rook were touched: castle (art. 4.4.1).
    TouchCastle {
        /// The side to castle to.
        side: CastlingSide,
    },
    /// No square is marked.
    NothingMarked,
    /// A marked square is not among the answers.
    ExtraSquare {
        /// The square.
        square: Square,
        /// Why the piece cannot go there, when the question is about a
        /// piece's moves.
        reason: Option<IllegalReason>,
    },
    /// Some squares are missing.
    MissingSquares {
        /// How many.
        missing: u32,
        /// Whether the question asks for pieces (those that can be taken,
        /// that give check, that attack a square), said « pièce » then.
        pieces: bool,
    },
    /// The right promotion square, the wrong piece.
    WrongPromotion {
        /// The piece chosen.
        chosen: Role,
        /// The piece the exercise asks for.
        asked: Role,
    },
    /// The side to move is checkmated.
    IsMate {
        /// The checkmated side.
        color: Color,
    },
    /// The side to move is stalemated.
    IsStalemate {
        /// The stalemated side.
        color: Color,
    },
    /// The side to move still has a move.
    HasMove {
        /// The side to move.
        color: Color,
        /// Whether it is in check.
        check: bool,
        /// A piece that can move.
        piece: PieceAt,
        /// Where it can go.
        to: Square,
    },
    /// How the game ends when the flag falls (art. 6.9).
    Flag {
        /// The player whose flag fell.
        loser: Color,
        /// What the rules decide.
        outcome: Outcome,
    },
    /// Whether the game is over by itself.
    Over {
        /// How it ended, if it has.
        outcome: Option<Outcome>,
    },
    /// The move asked about (castling, en passant…) is legal here.
    Allowed,
    /// The move asked about is illegal here, for this reason.
    NotAllowed(IllegalReason),
    /// A draw can be claimed here.
    Claimable(DrawClaim),
    /// A claim that is not (yet) correct (art. 9.5.3: the game goes on).
    ClaimTooEarly {
        /// The rule claimed.
        rule: DrawClaim,
        /// How many times the position (after the announced move, if any)
        /// has stood.
        repetitions: usize,
        /// How many moves by each side without a capture or a pawn move.
        moves: u32,
    },
    /// The player could claim now, and moved instead.
    ClaimNow(DrawClaim),
    /// The move would make the claim correct: it must be announced, not
    /// played (art. 9.2.1.1, 9.3.1).
    AnnounceFirst(DrawClaim),
    /// The move allows a mate at once: the board plays it
    /// ([`Feedback::refutation`]).
    AllowsMate {
        /// The player's move.
        played: Move,
        /// The opponent's mate, after it.
        reply: Move,
        /// The mate as a move list writes it.
        noted: NumberedMove,
    },
    /// The move breaks a principle of the opening.
    Principle(Principle),
    /// Not the line's move, and nothing the rules can tell against it: the
    /// line's move and its idea.
    Book {
        /// The line's move.
        book: NumberedMove,
        /// Its idea (the exercise's note).
        idea: Text,
    },
    /// A wrong answer the exercise has no words for.
    WrongAnswer,
    /// This action does not fit this exercise (a claim in a move exercise…).
    NotHere,
    /// The exercise is already solved.
    AlreadySolved,
}

impl Feedback {
    /// The player's move and the board's answer that refutes it, when the
    /// board shows the refutation played (a mate allowed).
    pub fn refutation(&self) -> Option<(Move, Move)> {
        match *self {
            Feedback::AllowsMate { played, reply, .. } => Some((played, reply)),
            _ => None,
        }
    }

    /// The feedback as the teacher says it, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let (fr, en) = (Lang::Fr, Lang::En);
        fr_en! { *self, lang;
            Feedback::Hint(text) => text.fr.to_string(), text.en.to_string();
            Feedback::NotTheMove => "Ce n'est pas le coup cherché. Essayez encore.".into(),
                "That is not the move we are looking for. Try again.".into();
            Feedback::NoCheck => "Ce coup ne donne pas échec.".into(), "That move gives no check.".into();
            Feedback::CheckButEscape { to, .. } => format!("Échec, mais le roi s'échappe en {to}."),
                format!("Check, but the king escapes to {to}.");
            Feedback::CheckButCapture { by } =>
                format!("Échec, mais {} prend la pièce qui donne échec.", the_at(by, fr)),
                format!("Check, but {} captures the checking piece.", the_at(by, en));
            Feedback::CheckButBlock { by, on } =>
                format!("Échec, mais {} s'interpose en {on}.", the_at(by, fr)),
                format!("Check, but {} blocks on {on}.", the_at(by, en));
            Feedback::Stalemate { color } =>
                format!("C'est pat, pas mat : le roi {} n'a aucun coup mais n'est pas en échec.",
                    color.fold("blanc", "noir")),
                format!("That is stalemate, not mate: the {} king has no move but is not in check.",
                    color.fold("white", "black"));
            Feedback::Hangs { capture, piece, by } =>
                format!("{} laisse votre {} en prise : {} {} prend.",
                    if capture { "Cette prise" } else { "Ce coup" }, piece.piece.role.name(fr),
                    the_at(by, fr), piece.piece.role.gender().pick("le", "la")),
                format!("{} leaves your {} en prise: {} takes it.",
                    if capture { "This capture" } else { "This move" }, piece.piece.role.name(en),
                    the_at(by, en));
            Feedback::NoCapture => "Ce coup ne prend aucune pièce.".into(), "That move captures nothing.".into();
            Feedback::NotKingMove =>
                "Ce coup pare l'échec, mais il fallait ici déplacer le roi.".into(),
                "That move parries the check, but here the king was to move.".into();
            Feedback::NotBlock =>
                "Ce coup pare l'échec, mais il fallait ici interposer une pièce.".into(),
                "That move parries the check, but here a piece was to block.".into();
            Feedback::NoPromotion => "Ce coup ne promeut aucun pion.".into(), "That move promotes no pawn.".into();
            Feedback::NotCastling => "Ce coup n'est pas un roque.".into(), "That move is not castling.".into();
            Feedback::GameGoesOn => "Après ce coup, la partie continue.".into(),
                "After that move, the game goes on.".into();
            Feedback::GameEnds(outcome) =>
                format!("Après ce coup, la partie s'arrête — {}.", lower_first(&outcome.message(fr))),
                format!("After that move, the game is over — {}.", lower_first(&outcome.message(en)));
            Feedback::TouchMove { piece } =>
                format!("Vous avez touché {} : pièce touchée, pièce jouée, vous devez {} jouer (art. 4.3.1).",
                    the_at(piece, fr), piece.piece.role.gender().pick("le", "la")),
                format!("You touched {}: touch-move, you must move it (art. 4.3.1).", the_at(piece, en));
            Feedback::TouchCapture { piece } =>
                format!("Vous avez touché {} adverse en {} : vous devez {} prendre (art. 4.3.2).",
                    piece.piece.role.the_name(fr), piece.square, piece.piece.role.gender().pick("le", "la")),
                format!("You touched your opponent's {} on {}: you must capture it (art. 4.3.2).",
                    piece.piece.role.name(en), piece.square);
            Feedback::TouchCastle { side } =>
                format!("Vous avez touché le roi puis la tour : vous devez faire le {} (art. 4.4.1).",
                    side.name(fr)),
                format!("You touched the king and then the rook: you must castle {} (art. 4.4.1).",
                    match side { CastlingSide::KingSide => "kingside", CastlingSide::QueenSide => "queenside" });
            Feedback::NothingMarked => "Marquez des cases sur l'échiquier, puis vérifiez.".into(),
                "Mark squares on the board, then check.".into();
            Feedback::ExtraSquare { reason: Some(reason), .. } => reason.message(fr), reason.message(en);
            Feedback::ExtraSquare { square, reason: None } =>
                format!("La case {square} n'en fait pas partie."),
                format!("The square {square} is not one of them.");
            Feedback::MissingSquares { missing: 1, pieces: false } =>
                "Il manque une case.".into(), "One square is missing.".into();
            Feedback::MissingSquares { missing: 1, pieces: true } =>
                "Il manque une pièce.".into(), "One piece is missing.".into();
            Feedback::MissingSquares { missing: n, pieces: false } =>
                format!("Il manque {n} cases."), format!("{n} squares are missing.");
            Feedback::MissingSquares { missing: n, pieces: true } =>
                format!("Il manque {n} pièces."), format!("{n} pieces are missing.");
            // Every piece one promotes to begins with a consonant: « a ».
            Feedback::WrongPromotion { chosen, asked } =>
                format!("Vous avez choisi {} {} : l'exercice demande {} {}.",
                    chosen.gender().pick("un", "une"), chosen.name(fr),
                    asked.gender().pick("un", "une"), asked.name(fr)),
                format!("You chose a {}: the exercise asks for a {}.", chosen.name(en), asked.name(en));
            Feedback::IsMate { color } =>
                format!("Le roi {} est en échec et aucun coup ne le sauve : c'est mat.",
                    color.fold("blanc", "noir")),
                format!("The {} king is in check and no move saves it: checkmate.",
                    color.fold("white", "black"));
            Feedback::IsStalemate { color } =>
                format!("Le roi {} n'est pas en échec, et {} n'ont aucun coup légal : c'est pat.",
                    color.fold("blanc", "noir"), color.name(fr)),
                format!("The {} king is not in check, and {} has no legal move: stalemate.",
                    color.fold("white", "black"), color.name(en));
            Feedback::HasMove { color, check: true, piece, to } =>
                format!("Le roi {} est en échec, mais ce n'est pas mat : {} peut aller en {to}.",
                    color.fold("blanc", "noir"), the_at(piece, fr)),
                format!("The {} king is in check, but it is not mate: {} can go to {to}.",
                    color.fold("white", "black"), the_at(piece, en));
            Feedback::HasMove { color, check: false, piece, to } =>
                format!("Ni mat ni pat : le roi {} n'est pas en échec et {} peut aller en {to}.",
                    color.fold("blanc", "noir"), the_at(piece, fr)),
                format!("Neither mate nor stalemate: the {} king is not in check and {} can go to {to}.",
                    color.fold("white", "black"), the_at(piece, en));
            Feedback::Flag { loser, outcome: Outcome::Decisive { winner, .. } } =>
                format!("{} peuvent encore mater par une suite de coups légaux : le temps écoulé \
                         pour {} leur donne la victoire (art. 6.9).",
                    capitalize(winner.name(fr)), loser.name(fr)),
                format!("{} can still mate by some legal sequence of moves: {} running out of time \
                         loses (art. 6.9).",
                    winner.name(en), loser.name(en));
            Feedback::Flag { loser, outcome: Outcome::Draw(_) } =>
                format!("{} ne peuvent plus mater par aucune suite de coups légaux : le temps écoulé \
                         pour {} donne la nulle (art. 6.9).",
                    capitalize(loser.other().name(fr)), loser.name(fr)),
                format!("{} cannot mate by any legal sequence of moves: {} running out of time is a \
                         draw (art. 6.9).",
                    loser.other().name(en), loser.name(en));
            Feedback::Over { outcome: Some(outcome) } =>
                format!("La partie est terminée — {}.", lower_first(&outcome.message(fr))),
                format!("The game is over — {}.", lower_first(&outcome.message(en)));
            Feedback::Over { outcome: None } =>
                "Aucune règle ne termine la partie ici : elle continue.".into(),
                "No rule ends the game here: it goes on.".into();
            Feedback::Allowed => "Si, ce coup est permis ici : aucune règle ne l'interdit.".into(),
                "Yes, this move is allowed here: no rule forbids it.".into();
            Feedback::NotAllowed(reason) => reason.message(fr), reason.message(en);
            Feedback::Claimable(claim) => format!("{}.", claim.message(fr)), format!("{}.", claim.message(en));
            Feedback::ClaimTooEarly { rule: DrawClaim::ThreefoldRepetition, repetitions, .. } =>
                format!("Réclamation refusée : la position n'est apparue que {} (il en faut trois). \
                         La partie continue (art. 9.5.3).",
                    times(repetitions, fr)),
                format!("Claim refused: the position has occurred only {} (three are needed). The \
                         game goes on (art. 9.5.3).",
                    times(repetitions, en));
            Feedback::ClaimTooEarly { rule: DrawClaim::FiftyMoves, moves, .. } =>
                format!("Réclamation refusée : seulement {moves} coups de chaque camp sans prise ni \
                         mouvement de pion (il en faut 50). La partie continue (art. 9.5.3)."),
                format!("Claim refused: only {moves} moves by each side without a capture or a pawn \
                         move (50 are needed). The game goes on (art. 9.5.3).");
            Feedback::ClaimNow(claim) =>
                format!("Vous pouviez réclamer la nulle ici : {}. En jouant, vous perdez ce droit.",
                    claim_ground(claim, fr)),
                format!("You could claim a draw here: {}. By moving, you lose that right.",
                    claim_ground(claim, en));
            Feedback::AnnounceFirst(claim) =>
                format!("Ce coup permet la nulle, mais il faut la réclamer avant de le jouer : \
                         annoncez-le sans le jouer et réclamez (art. {}).",
                    announce_article(claim)),
                format!("This move allows the draw, but you must claim before playing it: announce it \
                         without playing it and claim (art. {}).",
                    announce_article(claim));
            Feedback::AllowsMate { noted, .. } =>
                format!("Ce coup permet le mat : {} jouent {}.", noted.color.name(fr), noted.text(fr)),
                format!("This move allows mate: {} plays {}.", noted.color.name(en), noted.text(en));
            Feedback::Principle(principle) => principle_words(principle, fr), principle_words(principle, en);
            Feedback::Book { book, idea } if idea.is_empty() =>
                format!("Le coup de la ligne est {}.", book.text(fr)),
                format!("The line's move is {}.", book.text(en));
            Feedback::Book { book, idea } =>
                format!("Le coup de la ligne est {} : {}", book.text(fr), idea.fr),
                format!("The line's move is {}: {}", book.text(en), idea.en);
            Feedback::WrongAnswer =>
                "Ce n'est pas la bonne réponse.".into(), "That is not the right answer.".into();
            Feedback::NotHere =>
                "Cet exercice ne se résout pas ainsi.".into(), "This exercise is not solved that way.".into();
            Feedback::AlreadySolved =>
                "Cet exercice est déjà résolu.".into(), "This exercise is already solved.".into();
        }
    }
}

/// What makes a draw claimable now, as the end of « Vous pouviez réclamer
/// la nulle ici : … »: the third occurrence, or the fifty moves.
fn claim_ground(claim: DrawClaim, lang: Lang) -> &'static str {
    fr_en! { claim, lang;
        DrawClaim::ThreefoldRepetition => "la position est là pour la troisième fois",
            "the position stands for the third time";
        DrawClaim::FiftyMoves =>
            "50 coups de chaque camp ont été joués sans prise ni mouvement de pion",
            "50 moves by each side have been played without a capture or a pawn move";
    }
}

/// The article that has a draw claimed by announcing the move that makes
/// it, before playing it: 9.2.1.1 for a repetition, 9.3.1 for fifty moves.
const fn announce_article(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "9.2.1.1",
        DrawClaim::FiftyMoves => "9.3.1",
    }
}

/// The principle broken, in `lang`.
fn principle_words(principle: Principle, lang: Lang) -> String {
    match principle {
        Principle::Chased {
            role: Role::Queen,
            grab: false,
            chaser,
        } => {
            let chaser = chaser.san_text(lang);
            match lang {
                Lang::Fr => format!(
                    "Cette sortie de dame se fait chasser : après {chaser} elle doit encore bouger."
                ),
                Lang::En => format!(
                    "Bringing the queen out this early gets it chased: after {chaser} it must \
                     move again."
                ),
            }
        }
        Principle::Chased { role, grab, chaser } => {
            let (chaser, name) = (chaser.san_text(lang), role.name(lang));
            let the = capitalize(&role.the_name(lang));
            let it = role.gender().pick("il", "elle");
            match (lang, grab) {
                (Lang::Fr, true) => format!(
                    "Ce pion se paie en temps : après {chaser}, votre {name} doit encore bouger, \
                     et les pièces adverses sortent."
                ),
                (Lang::En, true) => format!(
                    "That pawn is paid for in time: after {chaser}, your {name} must move again \
                     while the opponent's pieces come out."
                ),
                (Lang::Fr, false) => {
                    format!("{the} se fait chasser : après {chaser}, {it} doit encore bouger.")
                }
                (Lang::En, false) => {
                    format!("{the} gets chased: after {chaser} it must move again.")
                }
            }
        }
        Principle::KingGivesUpCastling => match lang {
            Lang::Fr => {
                "Ce coup de roi vous prive du roque : votre roi restera au centre, exposé.".into()
            }
            Lang::En => {
                "That king move gives up castling: your king will stay in the centre, exposed."
                    .into()
            }
        },
        Principle::RimKnight { to, squares } => match lang {
            Lang::Fr => format!(
                "Cavalier au bord, cavalier mort : en {to}, il ne contrôle que {squares} cases, \
                 loin du centre."
            ),
            Lang::En => format!(
                "A knight on the rim is dim: on {to} it controls only {squares} squares, far from \
                 the centre."
            ),
        },
        Principle::SecondMove {
            piece,
            home,
            waiting,
        } => {
            let (moved, home) = (piece.piece.role.the_name(lang), the_at(home, lang));
            match (lang, waiting > 1) {
                (Lang::Fr, true) => format!(
                    "Vous jouez {moved} une deuxième fois alors que {waiting} pièces mineures \
                     attendent encore chez elles, dont {home} : sortez d'abord vos autres pièces."
                ),
                (Lang::En, true) => format!(
                    "You move {moved} a second time while {waiting} minor pieces still sit at \
                     home, {home} among them: bring out your other pieces first."
                ),
                (Lang::Fr, false) => format!(
                    "Vous jouez {moved} une deuxième fois alors que {home} n'est pas encore sorti : \
                     sortez d'abord vos autres pièces."
                ),
                (Lang::En, false) => format!(
                    "You move {moved} a second time while {home} has not come out yet: bring out \
                     your other pieces first."
                ),
            }
        }
        Principle::IdlePawn { to } => match lang {
            Lang::Fr => format!(
                "Ce coup de pion ({to}) ne prend pas le centre et n'ouvre la route à aucune pièce \
                 : un temps perdu pour le développement."
            ),
            Lang::En => format!(
                "That pawn move ({to}) neither takes the centre nor opens a way for any piece: a \
                 tempo lost for development."
            ),
        },
    }
}

/// A note begun as a sentence: its first letter in upper case, unless it
/// begins with a square or a pawn's move (« e7 chasse le roi… »), which
/// notation writes in lower case.
fn sentence(note: &str) -> String {
    let mut chars = note.chars();
    let notation = matches!(
        (chars.next(), chars.next()),
        (Some('a'..='h'), Some('1'..='8' | 'x'))
    );
    if notation {
        note.to_string()
    } else {
        capitalize(note)
    }
}

/// « une fois », « 2 fois », "once", "twice", "3 times".
fn times(count: usize, lang: Lang) -> String {
    match (lang, count) {
        (Lang::Fr, 1) => "une fois".into(),
        (Lang::Fr, n) => format!("{n} fois"),
        (Lang::En, 1) => "once".into(),
        (Lang::En, 2) => "twice".into(),
        (Lang::En, n) => format!("{n} times"),
    }
}

/// The text with its first letter in lower case.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What the answer of an exercise is, explained.
///
/// ```
/// use roque_course::{lesson, Run};
/// use roque_rules::Lang;
/// let run = Run::new(&lesson("checkmate").expect("lesson").exercises[0])?;
/// let solution = run.solution();
/// assert!(!solution.moves().is_empty());
/// assert!(solution.message(Lang::Fr).contains('#'));
/// # Ok::<_, roque_course::CourseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub(crate) body: SolutionBody,
    pub(crate) note: Text,
}

/// The answer itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SolutionBody {
    /// Moves from `start` (the exercise's start), the player's and the
    /// board's replies; then a claim when `claim` says how.
    Line {
        start: Position,
        moves: Vec<Move>,
        claim: Option<Claiming>,
    },
    /// The captures of a stars exercise, from `start`, the opponent
    /// passing after each.
    Stars { start: Position, moves: Vec<Move> },
    /// The squares to mark.
    Squares(Bitboard),
    /// The right answer.
    Answer(Text),
}

/// How the solution's claim is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Claiming {
    /// On the position reached.
    Now,
    /// Announcing the line's last move, without playing it.
    Announce,
}

impl Solution {
    /// The answer explained, in `lang`: « 1. Txe8#. La tour prend en e8, le
    /// roi n'a plus de case. »
    pub fn message(&self, lang: Lang) -> String {
        let body = match &self.body {
            SolutionBody::Line {
                start,
                moves,
                claim: None,
            } => line(start, moves, lang),
            SolutionBody::Line {
                start,
                moves,
                claim: Some(Claiming::Now),
            } => {
                let played = line(start, moves, lang);
                match (lang, played.is_empty()) {
                    (Lang::Fr, true) => "Réclamer la nulle tout de suite".to_string(),
                    (Lang::En, true) => "Claim the draw at once".to_string(),
                    (Lang::Fr, false) => format!("{played}, puis réclamer la nulle"),
                    (Lang::En, false) => format!("{played}, then claim the draw"),
                }
            }
            SolutionBody::Line {
                start,
                moves,
                claim: Some(Claiming::Announce),
            } => {
                let (last, played) = moves
                    .split_last()
                    .map_or((None, &moves[..]), |(l, p)| (Some(*l), p));
                let mut before = *start;
                for &mv in played {
                    if before.play(mv).is_err() {
                        break;
                    }
                }
                let announced =
                    last.map_or_else(String::new, |mv| crate::words::san(&before, mv, lang));
                let played = line(start, played, lang);
                match (lang, played.is_empty()) {
                    (Lang::Fr, true) => {
                        format!("Annoncer {announced} sans le jouer et réclamer la nulle")
                    }
                    (Lang::En, true) => {
                        format!("Announce {announced} without playing it and claim the draw")
                    }
                    (Lang::Fr, false) => format!(
                        "{played}, puis annoncer {announced} sans le jouer et réclamer la nulle"
                    ),
                    (Lang::En, false) => format!(
                        "{played}, then announce {announced} without playing it and claim the draw"
                    ),
                }
            }
            SolutionBody::Stars { start, moves } => {
                let mut position = *start;
                let mut words = Vec::with_capacity(moves.len());
                for &mv in moves {
                    words.push(crate::words::san(&position, mv, lang));
                    position.play_unchecked(mv);
                    if let Some(passed) = position.null_move() {
                        position = passed;
                    }
                }
                words.join(", ")
            }
            SolutionBody::Squares(squares) => {
                let list: Vec<String> = squares.into_iter().map(|sq| sq.to_string()).collect();
                match lang {
                    Lang::Fr => format!("Les cases : {}", list.join(", ")),
                    Lang::En => format!("The squares: {}", list.join(", ")),
                }
            }
            SolutionBody::Answer(text) => match lang {
                Lang::Fr => format!("Réponse : {}", text.fr),
                Lang::En => format!("Answer: {}", text.en),
            },
        };
        let note = self.note.get(lang);
        match &self.body {
            _ if note.is_empty() => format!("{body}."),
            // « 1. Txe8#. La tour prend en e8… »: the note a sentence of
            // its own, since many notes have a colon of their own and the
            // page already says « Solution : » before the moves.
            SolutionBody::Line { .. } | SolutionBody::Stars { .. } => {
                format!("{body}. {}", sentence(note))
            }
            // « Réponse : Non — un roi qui a bougé… »
            _ => format!("{body} — {note}"),
        }
    }

    /// The moves to show on the board, from the exercise's **start**
    /// position (restart the run, then play them): the player's moves and
    /// the board's replies, in order. A move announced with a claim is
    /// included last. In a stars exercise, where the opponent passes, they
    /// are the player's moves only: play them through [`Run::play`](crate::Run::play),
    /// which hands the turn back. Empty for questions and squares.
    pub fn moves(&self) -> Vec<Move> {
        match &self.body {
            SolutionBody::Line { moves, .. } | SolutionBody::Stars { moves, .. } => moves.clone(),
            _ => Vec::new(),
        }
    }

    /// The squares to mark (`Squares` exercises; empty otherwise), for the
    /// board to show them.
    pub fn squares(&self) -> Bitboard {
        match self.body {
            SolutionBody::Squares(squares) => squares,
            _ => Bitboard::EMPTY,
        }
    }

    /// Whether the solution ends with a draw claim (`Claim` exercises).
    pub fn claims(&self) -> bool {
        matches!(self.body, SolutionBody::Line { claim: Some(_), .. })
    }

    /// The move announced with the claim (the last of [`Solution::moves`],
    /// which is then not played but announced: art. 9.2.1.1, 9.3.1), if any.
    pub fn announced(&self) -> Option<Move> {
        match &self.body {
            SolutionBody::Line {
                moves,
                claim: Some(Claiming::Announce),
                ..
            } => moves.last().copied(),
            _ => None,
        }
    }
}
