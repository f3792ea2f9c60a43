//! The online page's words (« Jouer en ligne »), in French and English side
//! by side. How a game ended is the app's own sentence
//! ([`crate::words::ui::outcome_message`]); the time controls are said as
//! in the app's settings ([`crate::words::ui::time_control`]).

use roque_protocol::{ErrorCode, OfferKind, Seat, Side};
use roque_rules::{fr_en, Color, Lang};

use crate::model::record::Day;
use crate::state::online::{Connection, OnlineState, Problem};
use crate::words::texts_table;

texts_table! {
    /// The online page's fixed labels in one language (the link back to the
    /// game is the course's, [`crate::words::learn::LearnTexts::back_to_game`]).
    pub struct OnlineTexts;
    /// The online page's labels in `lang`.
    pub fn texts;

    /// The page's heading and title, and the app's entry.
    play_online: ENTRY_FR, ENTRY_EN;
    /// Under the heading: what the page does.
    intro:
        "Créez une partie, envoyez le lien à votre adversaire : il ou elle joue depuis son appareil.",
        "Create a game and send the link to your opponent: they play from their own device.";
    /// The time control's group.
    time_control: "Cadence", "Time control";
    /// No clock.
    untimed: "Sans pendule", "No clock";
    /// The colour's group.
    color: "Votre couleur", "Your colour";
    /// White, for the creator.
    white: "Blancs", "White";
    /// Black, for the creator.
    black: "Noirs", "Black";
    /// Drawn at random.
    random: "Au hasard", "Random";
    /// The button that opens a room.
    create: "Créer la partie", "Create the game";
    /// While the relay opens it.
    creating: "Création de la partie…", "Creating the game…";
    /// Above the room's link.
    send_link: "Envoyez ce lien à votre adversaire :", "Send this link to your opponent:";
    /// Copy the link.
    copy_link: "Copier le lien", "Copy the link";
    /// Copied.
    copied: "Lien copié.", "Link copied.";
    /// Copying failed: select it by hand.
    copy_failed:
        "La copie n'a pas marché : sélectionnez le lien pour le copier.",
        "Copying did not work: select the link to copy it.";
    /// The system share sheet.
    share: "Partager", "Share";
    /// The QR code's accessible name.
    qr: "Code QR du lien", "QR code of the link";
    /// The friend has not come yet.
    waiting: "En attente de votre adversaire…", "Waiting for your opponent…";
    /// The opponent lost their connection.
    opponent_away: "Votre adversaire s'est déconnecté.", "Your opponent disconnected.";
    /// Offer a draw.
    offer_draw: "Proposer la nulle", "Offer a draw";
    /// Ask to take back.
    offer_takeback: "Demander à reprendre le coup", "Ask to take back";
    /// Ask for a rematch.
    offer_rematch: "Proposer une revanche", "Offer a rematch";
    /// Accept.
    accept: "Accepter", "Accept";
    /// Decline.
    decline: "Refuser", "Decline";
    /// Resign.
    resign: "Abandonner", "Resign";
    /// Asks to confirm the resignation.
    resign_confirm: "Abandonner la partie ?", "Resign the game?";
    /// Confirms.
    resign_yes: "Oui, abandonner", "Yes, resign";
    /// Thinks better of it.
    resign_no: "Non, continuer", "No, play on";
    /// The spectator's notice: the board is read-only.
    spectating:
        "Vous regardez la partie : l'échiquier est en lecture seule.",
        "You are watching the game: the board is read-only.";
    /// A new room, from a failed link.
    new_room: "Créer une nouvelle partie", "Create a new game";
    /// The alert's dismiss button.
    dismiss: "Fermer", "Close";
    /// The clocks' group name.
    clocks: "Pendules", "Clocks";
    /// The offers' group name.
    actions: "Actions", "Actions";
    /// The name field's label.
    your_name: "Votre nom (facultatif)", "Your name (optional)";
    /// Gives the typed name to the room.
    give_name: "Donner mon nom", "Give my name";
    /// A typed name the relay would refuse.
    bad_name:
        "Un nom a de 1 à 40 caractères, sans caractère de contrôle.",
        "A name has 1 to 40 characters, with no control character.";
    /// Downloads the finished game's PGN.
    export: "Exporter", "Export";
    /// Opens the finished game in the app.
    review_in_app: "Revoir dans l'app", "Review in the app";
    /// The players' group name.
    players: "Joueurs", "Players";
    /// The seat's link to another device: its heading.
    other_device: "Continuer sur un autre appareil", "Continue on another device";
    /// What that link does, and that it is a secret.
    other_device_intro:
        "Ouvrez ce lien (ou son code QR) sur votre autre appareil : il y prend votre place. Il donne votre place à qui l'ouvre : ne l'envoyez qu'à vous-même.",
        "Open this link (or its QR code) on your other device: it takes your seat there. It gives your seat to whoever opens it: send it only to yourself.";
}

/// The game page's entry to online play (only these words go into the
/// app's wasm, not the page's).
pub fn entry(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => ENTRY_FR,
        Lang::En => ENTRY_EN,
    }
}

const ENTRY_FR: &str = "Jouer en ligne";
const ENTRY_EN: &str = "Play online";

/// What the page says about its connection, if anything.
pub fn connection(connection: Connection, lang: Lang) -> Option<&'static str> {
    match (connection, lang) {
        // The page says it once, in place of the game (needs_relay).
        (Connection::Open | Connection::Absent, _) => None,
        (Connection::Connecting, Lang::Fr) => Some("Connexion au serveur…"),
        (Connection::Connecting, Lang::En) => Some("Connecting to the server…"),
        (Connection::Lost, Lang::Fr) => {
            Some("Connexion perdue : nouvelle tentative en cours. Rien n'est perdu.")
        }
        (Connection::Lost, Lang::En) => Some("Connection lost: trying again. Nothing is lost."),
    }
}

/// Where this page sits: « Vous jouez les Blancs », « Vous regardez ».
pub fn seat(seat: Seat, lang: Lang) -> String {
    match (seat.side(), lang) {
        (Some(side), Lang::Fr) => format!("Vous jouez les {}.", Color::from(side).plate_name(lang)),
        (Some(side), Lang::En) => format!("You play {}.", Color::from(side).plate_name(lang)),
        (None, _) => texts(lang).spectating.to_string(),
    }
}

/// The waiting screen's colours: this player's and the friend's to come.
pub fn colors(mine: Side, lang: Lang) -> String {
    let (me, them) = (Color::from(mine), Color::from(!mine));
    match lang {
        Lang::Fr => format!(
            "Vous jouez les {} ; votre adversaire jouera les {}.",
            me.plate_name(lang),
            them.plate_name(lang)
        ),
        Lang::En => format!(
            "You play {}; your opponent will play {}.",
            me.plate_name(lang),
            them.plate_name(lang)
        ),
    }
}

/// An offer of the opponent's, waiting for an answer.
pub fn offered(kind: OfferKind, lang: Lang) -> &'static str {
    fr_en! { kind, lang;
        OfferKind::Draw => "Votre adversaire propose la nulle.", "Your opponent offers a draw.";
        OfferKind::Takeback => "Votre adversaire demande à reprendre son coup.",
            "Your opponent asks to take back their move.";
        OfferKind::Rematch => "Votre adversaire propose une revanche.",
            "Your opponent offers a rematch.";
    }
}

/// An offer of this player's, waiting for the opponent.
pub fn offer_sent(kind: OfferKind, lang: Lang) -> &'static str {
    fr_en! { kind, lang;
        OfferKind::Draw => "Nulle proposée : en attente de la réponse.",
            "Draw offered: waiting for the answer.";
        OfferKind::Takeback => "Reprise demandée : en attente de la réponse.",
            "Takeback asked: waiting for the answer.";
        OfferKind::Rematch => "Revanche proposée : en attente de la réponse.",
            "Rematch offered: waiting for the answer.";
    }
}

/// What the page says about a problem: the relay's refusal, a bad link.
pub fn problem(problem: &Problem, lang: Lang) -> String {
    match problem {
        Problem::BadLink(given) => match lang {
            Lang::Fr => format!("« {given} » n'est pas un lien de partie en ligne."),
            Lang::En => format!("“{given}” is not a link to an online game."),
        },
        Problem::Unreadable => match lang {
            Lang::Fr => "Le serveur a envoyé un message illisible : rechargez la page.".into(),
            Lang::En => "The server sent a message this page cannot read: reload the page.".into(),
        },
        Problem::Refused(code) => refused(*code, lang).to_string(),
    }
}

/// The relay's refusal, in words.
pub fn refused(code: ErrorCode, lang: Lang) -> &'static str {
    fr_en! { code, lang;
        ErrorCode::UnknownRoom =>
            "Cette partie n'existe pas ou a expiré.",
            "This game does not exist or has expired.";
        ErrorCode::StaleToken =>
            "Votre place dans cette partie n'est plus reconnue : vous la regardez en spectateur. Pour la reprendre, ouvrez le lien « Continuer sur un autre appareil » de l'appareil où vous jouiez.",
            "Your seat in this game is no longer recognised: you are watching it. To take it back, open the “Continue on another device” link from the device you played on.";
        ErrorCode::RoomFull =>
            "Cette partie a déjà trop de spectateurs.",
            "This game has too many spectators already.";
        ErrorCode::Spectator =>
            "Vous regardez la partie : vous ne pouvez pas jouer.",
            "You are watching the game: you cannot play.";
        ErrorCode::IllegalMove =>
            "Le serveur a refusé ce coup : il n'est pas légal.",
            "The server refused this move: it is not legal.";
        ErrorCode::OutOfTurn =>
            "Ce n'est pas votre tour : le coup est refusé.",
            "It is not your turn: the move is refused.";
        ErrorCode::StalePly =>
            "Ce coup arrive trop tard : la partie a changé entre-temps.",
            "This move came too late: the game changed meanwhile.";
        ErrorCode::GameOver => "La partie est terminée.", "The game is over.";
        ErrorCode::GameNotOver => "La partie n'est pas terminée.", "The game is not over.";
        ErrorCode::NoOffer =>
            "Il n'y a pas de proposition à laquelle répondre.",
            "There is no offer to answer.";
        ErrorCode::OfferRepeated =>
            "Vous avez déjà proposé la nulle à ce tour.",
            "You already offered a draw this turn.";
        ErrorCode::NotClaimable =>
            "La nulle ne peut pas être réclamée : la partie continue.",
            "The draw cannot be claimed: the game goes on.";
        ErrorCode::RateLimited =>
            "Trop de messages à la fois : ralentissez.",
            "Too many messages at once: slow down.";
        ErrorCode::TooManyRooms =>
            "Trop de parties créées depuis cette adresse ces dernières minutes : réessayez dans un moment.",
            "Too many games were created from this address in the last minutes: try again in a moment.";
        ErrorCode::ServerFull =>
            "Le serveur a atteint son nombre de parties : impossible d'en créer une nouvelle pour l'instant.",
            "The server holds as many games as it may: no new one can be created for now.";
        ErrorCode::TooBig | ErrorCode::Malformed =>
            "Le serveur n'a pas compris le message de cette page.",
            "The server did not understand this page's message.";
        ErrorCode::AlreadyJoined | ErrorCode::NotJoined =>
            "La page et le serveur ne sont plus d'accord : rechargez la page.",
            "The page and the server disagree: reload the page.";
        ErrorCode::Internal =>
            "Le serveur a eu un problème : réessayez.",
            "The server had a problem: try again.";
        ErrorCode::Unavailable =>
            "Connexion du serveur à sa base perdue, nouvel essai… Rien n'a changé : rejouez dans un instant.",
            "The server lost its database for a moment, trying again… Nothing changed: play again in a moment.";
    }
}

/// The finished game in PGN, with the players' names, through the one
/// exporter (dated `today`), and its file's name.
pub fn game_pgn(online: &OnlineState, today: Day) -> (String, String) {
    use crate::model::options::Opponent;
    use crate::words::record::{heading, player_name};
    let (record, game, lang) = (online.record(), online.game(), online.lang());
    let heading = heading(&record, Opponent::Human, game, Some(today), None, lang);
    let name = |color| player_name(&record, Opponent::Human, color, lang);
    (
        crate::persist::pgn_export::export(game, None, &Default::default(), &heading).to_pgn(),
        crate::persist::pgn_export::file_name(today, &name(Color::White), &name(Color::Black)),
    )
}

/// The one-file build's answer to `?online`: online play needs the app
/// served by its relay.
pub fn needs_server(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Le jeu en ligne a besoin de l'application servie par roque-relay : ce fichier seul ne peut pas jouer en ligne.",
        Lang::En => "Online play needs the app served by roque-relay: this single file cannot play online.",
    }
}

/// A page served without a relay (its socket's address answers 404):
/// online play needs roque-relay; the game on this device still works.
pub fn needs_relay(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Le jeu en ligne a besoin du serveur roque-relay, et ce site n'en a pas : jouez sur cet appareil, ou ouvrez l'application servie par roque-relay.",
        Lang::En => "Online play needs the roque-relay server, and this site has none: play on this device, or open the app served by roque-relay.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_is_said_in_both_languages() {
        for code in [
            ErrorCode::UnknownRoom,
            ErrorCode::OutOfTurn,
            ErrorCode::OfferRepeated,
            ErrorCode::Internal,
        ] {
            assert_ne!(refused(code, Lang::Fr), refused(code, Lang::En));
        }
        assert!(seat(Seat::Black, Lang::Fr).contains("Noirs"));
    }

    #[test]
    fn the_finished_game_exports_with_the_names() {
        use crate::state::online::{OnlineAction, Route};
        use roque_protocol::{
            Clocks, EndReason, Fen, GameResult, GameState, Name, Players, Present, RoomId,
            ServerMsg, Side, Uci,
        };
        let room = RoomId::parse("0123456789abcdef0123456789abcdef").expect("an id");
        let mut online = OnlineState::new(Route::Room(room.clone()), None, Lang::Fr);
        online.apply(OnlineAction::Opened);
        let state = GameState {
            game: 1,
            start_fen: Fen::of(&roque_rules::Position::new()),
            moves: ["e2e4", "e7e5"]
                .iter()
                .map(|m| Uci(m.parse().expect("a move")))
                .collect(),
            tc: None,
            clocks: None::<Clocks>,
            offers: Vec::new(),
            result: Some(GameResult {
                reason: EndReason::parse("resignation").expect("a code"),
                winner: Some(Side::White),
            }),
            present: Present::default(),
            names: Players {
                white: Name::parse("Ada").ok(),
                black: Name::parse("Émile").ok(),
            },
        };
        let welcome = ServerMsg::Welcome {
            room,
            seat: Seat::Spectator,
            token: None,
            state,
        };
        online.apply(OnlineAction::Received(welcome.to_text(), 0.0));
        let day = Day {
            year: 2026,
            month: 12,
            day: 3,
        };
        let (pgn, file) = game_pgn(&online, day);
        assert!(pgn.contains("[White \"Ada\"]"), "{pgn}");
        assert!(pgn.contains("[Black \"Émile\"]"), "{pgn}");
        assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
        assert!(pgn.contains("1. e4 e5"), "{pgn}");
        assert!(file.ends_with(".pgn") && file.contains("ada"), "{file}");
    }
}
