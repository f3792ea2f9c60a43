//! The catalogue of every text Roque shows a player, in French and English.
//!
//! The app and the npm package both read their texts from here, and the
//! tutorial pages quote them, so they are written as a teacher would say
//! them: short, exact, naming the squares. Every string of the catalogue
//! lives in this file; nothing else in the crate speaks to players.
//!
//! French grammar the texts rely on: pieces have a gender (« le fou », « la
//! tour »), adjectives agree with them (« clouée »), and a square is « une
//! case », so it is feminine (« f1, attaquée par le fou en c4 »). Squares
//! are introduced with « en » (« le fou en c4 », « aller en g5 »), which
//! needs no elision before a file letter.

use crate::grammar::{capitalize, Noun};
use crate::parse_error::parse_error;
use crate::{
    CastlingSide, Color, DeadPosition, DrawClaim, DrawReason, FenError, IllegalReason, Outcome,
    Piece, PieceAt, PositionError, Role, WinReason,
};
use core::fmt;
use core::str::FromStr;

/// A language the catalogue speaks.
///
/// ```
/// use roque_rules::Lang;
/// assert_eq!("fr".parse(), Ok(Lang::Fr));
/// assert_eq!("en-GB".parse(), Ok(Lang::En));
/// assert!("de".parse::<Lang>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// French, Roque's first language.
    #[default]
    Fr,
    /// English.
    En,
}

impl Lang {
    /// Both languages, French first.
    pub const ALL: [Lang; 2] = [Lang::Fr, Lang::En];

    /// The piece letters of SAN in this language: « Cf3 » in French, "Nf3"
    /// in English.
    pub const fn piece_letters(self) -> crate::PieceLetters {
        match self {
            Lang::Fr => crate::PieceLetters::French,
            Lang::En => crate::PieceLetters::English,
        }
    }

    /// The language code: `fr` or `en`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

parse_error!(
    /// A language tag the catalogue does not speak.
    ParseLangError,
    "unknown language: expected fr or en"
);

impl FromStr for Lang {
    type Err = ParseLangError;

    /// Reads `fr` or `en`, in any case, also with a region as browsers
    /// report it (`fr-FR`, `en_US`): only the primary tag counts.
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        let primary = s.split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("fr") {
            Ok(Lang::Fr)
        } else if primary.eq_ignore_ascii_case("en") {
            Ok(Lang::En)
        } else {
            Err(ParseLangError)
        }
    }
}

/// The grammatical gender of a French noun: the one place that knows that
/// « la tour » and « la dame » are feminine, for every sentence of every
/// crate.
///
/// ```
/// use roque_rules::{Gender, Role};
/// assert_eq!(Role::Rook.gender(), Gender::Feminine);
/// assert_eq!(Role::Rook.gender().pick("aucun", "aucune"), "aucune");
/// assert_eq!(Role::Knight.gender().the(), "le");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    /// « le fou ».
    Masculine,
    /// « la tour ».
    Feminine,
}

impl Gender {
    /// « le » or « la ».
    pub const fn the(self) -> &'static str {
        self.pick("le", "la")
    }

    /// The ending of an agreeing adjective or past participle: « cloué »
    /// or « clouée ».
    pub const fn e(self) -> &'static str {
        self.pick("", "e")
    }

    /// The word that agrees: `masculine` or `feminine`.
    pub const fn pick(self, masculine: &'static str, feminine: &'static str) -> &'static str {
        match self {
            Gender::Masculine => masculine,
            Gender::Feminine => feminine,
        }
    }
}

const fn gender(role: Role) -> Gender {
    match role {
        Role::Rook | Role::Queen => Gender::Feminine,
        Role::Pawn | Role::Knight | Role::Bishop | Role::King => Gender::Masculine,
    }
}

impl Role {
    /// The gender of the piece's French name.
    pub const fn gender(self) -> Gender {
        gender(self)
    }

    /// The piece's name with its definite article: « la tour », "the rook".
    ///
    /// ```
    /// use roque_rules::{Lang, Role};
    /// assert_eq!(Role::Queen.the_name(Lang::Fr), "la dame");
    /// assert_eq!(Role::Knight.the_name(Lang::En), "the knight");
    /// ```
    pub fn the_name(self, lang: Lang) -> String {
        match lang {
            Lang::Fr => format!("{} {}", gender(self).the(), self.name(lang)),
            Lang::En => format!("the {}", self.name(lang)),
        }
    }

    /// The name of the piece in `lang`, lowercase, without article:
    /// « fou », "bishop".
    ///
    /// ```
    /// use roque_rules::{Lang, Role};
    /// assert_eq!(Role::Queen.name(Lang::Fr), "dame");
    /// assert_eq!(Role::Knight.name(Lang::En), "knight");
    /// ```
    pub const fn name(self, lang: Lang) -> &'static str {
        self.noun().singular(lang)
    }
}

impl Piece {
    /// The piece's name with its colour, agreeing in French: « dame
    /// blanche », « cavalier noir », "white queen".
    ///
    /// ```
    /// use roque_rules::{Color, Lang, Piece, Role};
    /// assert_eq!(Piece::new(Color::White, Role::Queen).name(Lang::Fr), "dame blanche");
    /// assert_eq!(Piece::new(Color::Black, Role::Knight).name(Lang::Fr), "cavalier noir");
    /// assert_eq!(Piece::new(Color::Black, Role::Rook).name(Lang::En), "black rook");
    /// ```
    pub fn name(self, lang: Lang) -> String {
        match lang {
            Lang::Fr => format!("{} {}", self.role.name(lang), fr_color_adjective(self)),
            Lang::En => format!(
                "{} {}",
                self.color.fold("white", "black"),
                self.role.name(lang)
            ),
        }
    }
}

impl Color {
    /// The side's name as on a name plate, without article: « Blancs »,
    /// "White".
    ///
    /// ```
    /// use roque_rules::{Color, Lang};
    /// assert_eq!(Color::White.plate_name(Lang::Fr), "Blancs");
    /// assert_eq!(Color::Black.plate_name(Lang::En), "Black");
    /// ```
    pub const fn plate_name(self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            Color::White => "Blancs", "White";
            Color::Black => "Noirs", "Black";
        }
    }

    /// The side's name as a subject in `lang`: « les Blancs », "White".
    ///
    /// ```
    /// use roque_rules::{Color, Lang};
    /// assert_eq!(Color::Black.name(Lang::Fr), "les Noirs");
    /// assert_eq!(Color::Black.name(Lang::En), "Black");
    /// ```
    pub const fn name(self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            Color::White => "les Blancs", "White";
            Color::Black => "les Noirs", "Black";
        }
    }
}

/// « le fou », « la tour ».
fn fr_the(role: Role) -> String {
    role.the_name(Lang::Fr)
}

impl PieceAt {
    /// The piece and its square, with the article: « le fou en c4 »,
    /// "the bishop on c4".
    ///
    /// ```
    /// use roque_rules::{Color, Lang, Piece, PieceAt, Role, Square};
    /// let at = PieceAt { piece: Piece::new(Color::White, Role::Knight), square: Square::F3 };
    /// assert_eq!(at.the_name(Lang::Fr), "le cavalier en f3");
    /// assert_eq!(at.the_name(Lang::En), "the knight on f3");
    /// ```
    pub fn the_name(self, lang: Lang) -> String {
        match lang {
            Lang::Fr => fr_at(self),
            Lang::En => en_at(self),
        }
    }
}

/// « le fou en c4 ».
fn fr_at(at: PieceAt) -> String {
    format!("{} en {}", fr_the(at.piece.role), at.square)
}

/// "the bishop on c4".
fn en_at(at: PieceAt) -> String {
    format!("the {} on {}", at.piece.role.name(Lang::En), at.square)
}

/// « blanc », « blanche », « noir », « noire »: the colour agreeing with the piece.
fn fr_color_adjective(piece: Piece) -> &'static str {
    match (piece.color, gender(piece.role)) {
        (Color::White, Gender::Masculine) => "blanc",
        (Color::White, Gender::Feminine) => "blanche",
        (Color::Black, Gender::Masculine) => "noir",
        (Color::Black, Gender::Feminine) => "noire",
    }
}

/// « aux Blancs », « aux Noirs »: whose turn it is.
fn fr_to_side(color: Color) -> &'static str {
    match color {
        Color::White => "aux Blancs",
        Color::Black => "aux Noirs",
    }
}

/// "white" or "black".
fn en_color_adjective(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// How each piece moves, as the end of a sentence about it.
fn fr_movement(role: Role) -> &'static str {
    match role {
        Role::Pawn => {
            "il avance tout droit d'une case (de deux depuis sa case de départ) \
             et prend d'une case en diagonale vers l'avant"
        }
        Role::Knight => "il se déplace en L, deux cases dans une direction puis une sur le côté",
        Role::Bishop => "il se déplace en diagonale",
        Role::Rook => "elle se déplace en ligne droite, le long d'une colonne ou d'une rangée",
        Role::Queen => "elle se déplace en ligne droite ou en diagonale",
        Role::King => {
            "il se déplace d'une seule case dans n'importe quelle direction \
             (de deux pour roquer)"
        }
    }
}

fn en_movement(role: Role) -> &'static str {
    match role {
        Role::Pawn => {
            "it moves straight ahead one square (two from its starting square) \
             and captures one square diagonally forward"
        }
        Role::Knight => "it moves in an L, two squares in one direction then one to the side",
        Role::Bishop => "it moves diagonally",
        Role::Rook => "it moves in a straight line, along a file or a rank",
        Role::Queen => "it moves in a straight line or diagonally",
        Role::King => "it moves one square in any direction (two when castling)",
    }
}

impl IllegalReason {
    /// The reason as a teacher would say it, in `lang`: one or two short
    /// sentences naming the squares and pieces involved.
    ///
    /// ```
    /// use roque_rules::{IllegalReason, Lang, Square};
    /// let reason = IllegalReason::NoPiece { square: Square::E4 };
    /// assert_eq!(reason.message(Lang::Fr), "Il n'y a aucune pièce en e4.");
    /// assert_eq!(reason.message(Lang::En), "There is no piece on e4.");
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        crate::fr_en! { *self, lang;
            IllegalReason::GameOver { outcome } =>
                format!("La partie est terminée ({}) : plus aucun coup ne peut être joué.",
                    outcome.message(Lang::Fr)),
                format!("The game is over ({}): no more moves can be played.",
                    outcome.message(Lang::En));
            IllegalReason::NoPiece { square } => format!("Il n'y a aucune pièce en {square}."),
                format!("There is no piece on {square}.");
            IllegalReason::NotYourTurn { square, piece } =>
                format!("C'est {} de jouer : {} en {square} est {}.",
                    fr_to_side(piece.color.other()), fr_the(piece.role), fr_color_adjective(piece)),
                format!("It is {}'s turn to move: the {} on {square} is {}.",
                    piece.color.other().name(Lang::En), piece.role.name(Lang::En), en_color_adjective(piece.color));
            IllegalReason::SameSquare { square } =>
                format!("Une pièce doit quitter sa case : {square} est à la fois la case de départ et la case d'arrivée."),
                format!("A piece must leave its square: {square} is both the starting square and the destination.");
            IllegalReason::WrongMovement { role, from, to } =>
                format!("{} en {from} ne peut pas aller en {to} : {}.",
                    capitalize(&fr_the(role)), fr_movement(role)),
                format!("The {} on {from} cannot go to {to}: {}.",
                    role.name(Lang::En), en_movement(role));
            IllegalReason::PawnBackwards { from, .. } =>
                format!("Le pion en {from} ne peut pas reculer : un pion avance toujours vers le camp adverse."),
                format!("The pawn on {from} cannot move backwards: a pawn always advances towards the opponent's side.");
            IllegalReason::PawnDoubleStepNotFromStart { from, .. } =>
                format!("Le pion en {from} ne peut avancer que d'une case : l'avance de deux cases \
                         n'est permise que depuis sa case de départ."),
                format!("The pawn on {from} can only advance one square: the two-square step is \
                         allowed only from its starting square.");
            IllegalReason::OwnPieceOnTarget { square, piece } =>
                format!("Votre {} occupe déjà {square} : on ne peut pas prendre ses propres pièces.",
                    piece.role.name(Lang::Fr)),
                format!("Your own {} already stands on {square}: you cannot capture your own pieces.",
                    piece.role.name(Lang::En));
            IllegalReason::PathBlocked { role, from, to, blocker } =>
                format!("{} en {from} ne peut pas aller en {to} : {} lui barre la route.",
                    capitalize(&fr_the(role)), fr_at(blocker)),
                format!("The {} on {from} cannot reach {to}: {} is in the way.",
                    role.name(Lang::En), en_at(blocker));
            IllegalReason::PawnCapturesDiagonally { from, blocker } =>
                format!("Le pion en {from} est bloqué par {} : un pion prend en diagonale, jamais tout droit.",
                    fr_at(blocker)),
                format!("The pawn on {from} is blocked by {}: a pawn captures diagonally, never straight ahead.",
                    en_at(blocker));
            IllegalReason::PawnDiagonalNeedsCapture { from, to } =>
                format!("Le pion en {from} ne peut aller en {to} que pour prendre, et la case {to} est vide."),
                format!("The pawn on {from} may go to {to} only to capture, and {to} is empty.");
            IllegalReason::EnPassantTooLate { pawn, .. } =>
                format!("Le pion en {pawn} ne peut plus être pris en passant : la prise en passant \
                         n'est possible qu'au coup qui suit immédiatement l'avance de deux cases du pion."),
                format!("The pawn on {pawn} can no longer be taken en passant: en passant is only \
                         possible on the move right after the pawn's two-square advance.");
            IllegalReason::KingHasMoved { .. } =>
                "Le roque n'est plus permis : le roi a déjà joué.".to_string(),
                "Castling is no longer allowed: the king has already moved.".to_string();
            IllegalReason::RookHasMoved { side, rook } =>
                format!("{} n'est plus permis : la tour de {rook} a déjà joué.",
                    capitalize(&side.the_name(Lang::Fr))),
                format!("{} is no longer allowed: the {rook} rook has already moved.",
                    capitalize(&side.the_name(Lang::En)));
            IllegalReason::CastlingRookMissing { side, rook } =>
                format!("{} est impossible : il n'y a pas de tour en {rook}.",
                    capitalize(&side.the_name(Lang::Fr))),
                format!("{} is not possible: there is no rook on {rook}.",
                    capitalize(&side.the_name(Lang::En)));
            IllegalReason::CastlingBlocked { side, blocker } =>
                format!("{} est impossible : {} se trouve entre le roi et la tour.",
                    capitalize(&side.the_name(Lang::Fr)), fr_at(blocker)),
                format!("{} is not possible: {} stands between the king and the rook.",
                    capitalize(&side.the_name(Lang::En)), en_at(blocker));
            IllegalReason::CastlingInCheck { attacker, .. } =>
                format!("Le roque est impossible quand le roi est en échec : {} l'attaque.",
                    fr_at(attacker)),
                format!("Castling is not allowed while in check: {} attacks your king.",
                    en_at(attacker));
            IllegalReason::CastlingThroughCheck { square, attacker, .. } =>
                format!("Le roque est impossible : le roi traverserait {square}, attaquée par {}.",
                    fr_at(attacker)),
                format!("Castling is not allowed: the king would cross {square}, which {} attacks.",
                    en_at(attacker));
            IllegalReason::CastlingIntoCheck { square, attacker, .. } =>
                format!("Le roque est impossible : le roi arriverait en {square}, case attaquée par {}.",
                    fr_at(attacker)),
                format!("Castling is not allowed: the king would land on {square}, which {} attacks.",
                    en_at(attacker));
            IllegalReason::PromotionNotAllowed { .. } =>
                "Seul un pion qui atteint la dernière rangée peut être promu.".to_string(),
                "Only a pawn reaching the last rank can be promoted.".to_string();
            IllegalReason::PromotionToInvalidPiece { promotion } =>
                format!("Un pion ne peut pas être promu en {} : seulement en dame, en tour, en fou \
                         ou en cavalier.",
                    promotion.name(Lang::Fr)),
                format!("A pawn cannot be promoted to a {}: only to a queen, a rook, a bishop or a knight.",
                    promotion.name(Lang::En));
            IllegalReason::KingMovesIntoCheck { to, attacker, .. } =>
                format!("Le roi ne peut pas aller en {to} : cette case est attaquée par {}.",
                    fr_at(attacker)),
                format!("The king cannot go to {to}: {} attacks that square.", en_at(attacker));
            IllegalReason::LeavesKingInCheck { attacker, .. } =>
                format!("Votre roi est attaqué par {} : ce coup ne pare pas l'échec.",
                    fr_at(attacker)),
                format!("Your king is in check from {}, and this move does not parry it.",
                    en_at(attacker));
            IllegalReason::ExposesKing { from, piece, pinner } =>
                format!("{} en {from} est cloué{} : ce coup mettrait votre roi en échec par {}.",
                    capitalize(&fr_the(piece.role)), gender(piece.role).e(), fr_at(pinner)),
                format!("The {} on {from} is pinned: this move would expose your king to {}.",
                    piece.role.name(Lang::En), en_at(pinner));
            IllegalReason::EnPassantExposesKing { captured, attacker, .. } =>
                format!("Cette prise en passant est interdite : une fois le pion en {captured} retiré, \
                         votre roi serait attaqué par {}.",
                    fr_at(attacker)),
                format!("This en passant capture is not allowed: once the pawn on {captured} is removed, \
                         your king would be attacked by {}.",
                    en_at(attacker));
            IllegalReason::PromotionRequired { from, to } =>
                format!("Le pion en {from} atteint la dernière rangée en {to} : il doit être promu en \
                         dame, en tour, en fou ou en cavalier."),
                format!("The pawn on {from} reaches the last rank on {to}: it must be promoted to a \
                         queen, a rook, a bishop or a knight.");
        }
    }
}

/// The English text, as [`IllegalReason::message`] gives it.
impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for IllegalReason {}

impl Outcome {
    /// How the game ended, as a heading in `lang`: the rule, then the result.
    ///
    /// ```
    /// use roque_rules::{Color, DrawReason, Lang, Outcome, WinReason};
    /// let mate = Outcome::Decisive { winner: Color::White, reason: WinReason::Checkmate };
    /// assert_eq!(mate.message(Lang::Fr), "Échec et mat — les Blancs gagnent");
    /// assert_eq!(mate.message(Lang::En), "Checkmate — White wins");
    /// assert_eq!(Outcome::Draw(DrawReason::Stalemate).message(Lang::Fr), "Pat — partie nulle");
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        match *self {
            Outcome::Decisive { winner, reason } => {
                let loser = winner.other();
                match lang {
                    Lang::Fr => {
                        let how = match reason {
                            WinReason::Checkmate => "Échec et mat".to_string(),
                            WinReason::Resignation => {
                                capitalize(&format!("{} abandonnent", loser.name(Lang::Fr)))
                            }
                            WinReason::Timeout => {
                                format!("Temps écoulé pour {}", loser.name(Lang::Fr))
                            }
                        };
                        format!("{how} — {} gagnent", winner.name(Lang::Fr))
                    }
                    Lang::En => {
                        let how = match reason {
                            WinReason::Checkmate => "Checkmate".to_string(),
                            WinReason::Resignation => {
                                format!("{} resigns", loser.name(Lang::En))
                            }
                            WinReason::Timeout => {
                                format!("{} ran out of time", loser.name(Lang::En))
                            }
                        };
                        format!("{how} — {} wins", winner.name(Lang::En))
                    }
                }
            }
            Outcome::Draw(reason) => reason.message(lang),
        }
    }
}

impl WinReason {
    /// The rule by which a game was won, as a short label in `lang`:
    /// « Échec et mat », "Checkmate".
    pub const fn message(&self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            WinReason::Checkmate => "Échec et mat", "Checkmate";
            WinReason::Resignation => "Abandon", "Resignation";
            WinReason::Timeout => "Temps écoulé", "Loss on time";
        }
    }
}

impl DrawReason {
    /// Why the game was drawn, as a heading in `lang`.
    ///
    /// ```
    /// use roque_rules::{DeadPosition, DrawReason, Lang};
    /// let dead = DrawReason::DeadPosition(DeadPosition::KingVsKing);
    /// assert_eq!(dead.message(Lang::Fr), "Nulle par position morte : roi contre roi");
    /// assert_eq!(dead.message(Lang::En), "Draw by dead position: king against king");
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        crate::fr_en! { *self, lang;
            DrawReason::Stalemate => "Pat — partie nulle".to_string(),
                "Stalemate — draw".to_string();
            DrawReason::DeadPosition(dead) =>
                format!("Nulle par position morte : {}", dead.message(lang)),
                format!("Draw by dead position: {}", dead.message(lang));
            DrawReason::FivefoldRepetition =>
                "Nulle automatique : la même position s'est répétée cinq fois".to_string(),
                "Automatic draw: the same position has occurred five times".to_string();
            DrawReason::SeventyFiveMoves =>
                "Nulle : 75 coups sans prise ni mouvement de pion".to_string(),
                "Draw: 75 moves without a capture or a pawn move".to_string();
            DrawReason::ThreefoldRepetition =>
                "Nulle par répétition : la même position s'est répétée trois fois".to_string(),
                "Draw by repetition: the same position has occurred three times".to_string();
            DrawReason::FiftyMoves =>
                "Nulle : 50 coups sans prise ni mouvement de pion".to_string(),
                "Draw: 50 moves without a capture or a pawn move".to_string();
            DrawReason::Agreement => "Nulle par accord mutuel".to_string(),
                "Draw by agreement".to_string();
            DrawReason::TimeoutVsInsufficientMaterial =>
                "Nulle : le temps est écoulé, mais l'adversaire ne pouvait plus mater".to_string(),
                "Draw: time ran out, but the opponent could no longer checkmate".to_string();
        }
    }
}

impl DeadPosition {
    /// The material left, in `lang`: « roi contre roi », "king against king".
    pub const fn message(&self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            DeadPosition::KingVsKing => "roi contre roi", "king against king";
            DeadPosition::KingBishopVsKing => "roi et fou contre roi",
                "king and bishop against king";
            DeadPosition::KingKnightVsKing => "roi et cavalier contre roi",
                "king and knight against king";
            DeadPosition::SameColoredBishops =>
                "il ne reste que des fous, tous sur des cases de la même couleur",
                "only bishops are left, all on squares of the same colour";
        }
    }
}

impl DrawClaim {
    /// What the player to move may claim, in `lang`.
    ///
    /// ```
    /// use roque_rules::{DrawClaim, Lang};
    /// assert_eq!(
    ///     DrawClaim::ThreefoldRepetition.message(Lang::Fr),
    ///     "Vous pouvez réclamer la nulle : la position s'est répétée trois fois"
    /// );
    /// ```
    pub const fn message(&self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            DrawClaim::ThreefoldRepetition =>
                "Vous pouvez réclamer la nulle : la position s'est répétée trois fois",
                "You may claim a draw: the position has occurred three times";
            DrawClaim::FiftyMoves =>
                "Vous pouvez réclamer la nulle : 50 coups sans prise ni mouvement de pion",
                "You may claim a draw: 50 moves without a capture or a pawn move";
        }
    }
}

impl PositionError {
    /// Why the position cannot stand, for the board editor, in `lang`.
    ///
    /// ```
    /// use roque_rules::{Color, Lang, PositionError};
    /// let error = PositionError::MissingKing(Color::Black);
    /// assert_eq!(error.message(Lang::Fr), "Les Noirs n'ont pas de roi.");
    /// assert_eq!(error.message(Lang::En), "Black has no king.");
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        crate::fr_en! { *self, lang;
            PositionError::MissingKing(color) =>
                format!("{} n'ont pas de roi.", capitalize(color.name(lang))),
                format!("{} has no king.", color.name(lang));
            PositionError::TooManyKings(color) =>
                format!("{} ont plus d'un roi.", capitalize(color.name(lang))),
                format!("{} has more than one king.", color.name(lang));
            PositionError::PawnOnBackRank(square) =>
                format!("Un pion en {square} : aucun pion ne peut se trouver sur la première ni sur la \
                         dernière rangée."),
                format!("A pawn on {square}: no pawn can stand on the first or the last rank.");
            PositionError::OppositeCheck { king, attacker } =>
                format!("Le roi en {king} est en échec, attaqué depuis {attacker}, alors que son camp \
                         n'a pas le trait."),
                format!("The king on {king} is in check from {attacker}, although it is not its side's \
                         turn to move.");
            PositionError::AdjacentKings { white, black } =>
                format!("Les deux rois sont côte à côte, le blanc en {white} et le noir en {black} : deux \
                         rois ne peuvent jamais se trouver sur des cases voisines."),
                format!("The two kings stand on adjacent squares, White's on {white} and Black's on \
                         {black}: two kings can never stand next to each other.");
            PositionError::ImpossibleEnPassant(square) =>
                format!("La prise en passant en {square} est impossible : aucun pion n'a pu passer par \
                         cette case au dernier coup."),
                format!("En passant on {square} is impossible: no pawn can have crossed that square on \
                         the last move.");
            PositionError::CastlingWithoutKing(color, side) =>
                format!("{} ont droit {}, mais leur roi n'est pas en {}.",
                    capitalize(color.name(lang)), side.right_name(lang), CastlingSide::king_from(color)),
                format!("{} has the right {}, but its king is not on {}.",
                    color.name(lang), side.right_name(lang), CastlingSide::king_from(color));
            PositionError::CastlingWithoutRook(color, side) =>
                format!("{} ont droit {}, mais il n'y a pas de tour en {}.",
                    capitalize(color.name(lang)), side.right_name(lang), side.rook_from(color)),
                format!("{} has the right {}, but there is no rook on {}.",
                    color.name(lang), side.right_name(lang), side.rook_from(color));
        }
    }
}

/// The nouns a FEN's faults are counted in.
const FIELD: Noun = Noun {
    fr: ("champ", "champs"),
    en: ("field", "fields"),
};
const RANK: Noun = Noun {
    fr: ("rangée", "rangées"),
    en: ("rank", "ranks"),
};
const SQUARE: Noun = Noun {
    fr: ("case", "cases"),
    en: ("square", "squares"),
};

impl FenError {
    /// What is wrong with a FEN text, and where, in `lang`. A well-formed
    /// FEN of an impossible position gets the [`PositionError`] text.
    ///
    /// ```
    /// use roque_rules::{Lang, Position};
    /// let error = Position::from_fen("8/8/8 w - -").unwrap_err();
    /// assert_eq!(error.message(Lang::Fr), "FEN invalide : la position a 3 rangées au lieu de 8.");
    /// assert_eq!(error.message(Lang::En), "Invalid FEN: the placement has 3 ranks instead of 8.");
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        let detail = crate::fr_en! { self, lang;
            FenError::Empty => "le texte est vide".to_string(), "the text is empty".to_string();
            FenError::FieldCount(n) =>
                format!("{} au lieu de 4 à 6 (position, trait, roques, prise en passant, compteurs)",
                    FIELD.count(*n, Lang::Fr)),
                format!("{} where 4 to 6 are expected (placement, side to move, castling, \
                         en passant, clocks)",
                    FIELD.count(*n, Lang::En));
            FenError::RankCount(n) =>
                format!("la position a {} au lieu de 8", RANK.count(*n, Lang::Fr)),
                format!("the placement has {} instead of 8", RANK.count(*n, Lang::En));
            FenError::BadPieceChar { rank, found } =>
                format!("« {found} » sur la rangée {rank} n'est ni une lettre de pièce (PNBRQK, pnbrqk) \
                         ni un chiffre de 1 à 8"),
                format!("'{found}' on rank {rank} is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8");
            FenError::RankLength { rank, squares } =>
                format!("la rangée {rank} décrit {} au lieu de 8", SQUARE.count(*squares, Lang::Fr)),
                format!("rank {rank} describes {} instead of 8", SQUARE.count(*squares, Lang::En));
            FenError::BadSide(text) => format!("le trait « {text} » n'est ni w ni b"),
                format!("the side to move '{text}' is neither w nor b");
            FenError::BadCastling(text) =>
                format!("le champ des roques « {text} » n'est ni - ni des lettres distinctes parmi KQkq"),
                format!("the castling field '{text}' is neither - nor distinct letters among KQkq");
            FenError::BadEnPassant(text) =>
                format!("le champ de prise en passant « {text} » n'est ni - ni une case"),
                format!("the en passant field '{text}' is neither - nor a square");
            FenError::BadHalfmoveClock(text) =>
                format!("le compteur de demi-coups « {text} » n'est pas un nombre"),
                format!("the half-move clock '{text}' is not a number");
            FenError::BadFullmoveNumber(text) =>
                format!("le numéro de coup « {text} » n'est pas un nombre d'au moins 1"),
                format!("the move number '{text}' is not a number of at least 1");
            // Well-formed but impossible: the position's own words, whole.
            FenError::Position(error) => return error.message(Lang::Fr),
                return error.message(Lang::En);
        };
        match lang {
            Lang::Fr => format!("FEN invalide : {detail}."),
            Lang::En => format!("Invalid FEN: {detail}."),
        }
    }
}
