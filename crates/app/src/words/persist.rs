//! The words of saving, the history and sharing, in French and English.

use roque_rules::{fr_en, Lang, Noun};

use crate::model::options::Opponent;
use crate::persist::keys::CURRENT_KEY;
use crate::persist::replay::ReplayError;
use crate::persist::saved::Saved;
use crate::persist::saved::SavedError;
use crate::persist::share::LinkError;
use crate::state::notice::Notice;
use crate::words::texts_table;

texts_table! {
    /// The labels of the history and the share button, in one language.
    pub struct PersistTexts;
    /// The labels in `lang`.
    pub fn texts;

    /// The history's heading.
    history: "Historique", "History";
    /// Shown when the history is empty.
    no_history: "Les parties terminées apparaîtront ici.", "Finished games will appear here.";
    /// "Reopen" a game of the history.
    reopen: "Rouvrir", "Reopen";
    /// "Copy PGN".
    copy_pgn: "Copier le PGN", "Copy PGN";
    /// "Delete" a game of the history.
    delete: "Supprimer", "Delete";
    /// Said when the PGN went to the clipboard.
    pgn_copied: "PGN copié dans le presse-papiers.", "PGN copied to the clipboard.";
    /// Said when it could not: the PGN is shown to be copied by hand.
    copy_pgn_by_hand: "Copiez le PGN ci-dessous :", "Copy the PGN below:";
    /// "Close" the shown text.
    close: "Fermer", "Close";
    /// An unfinished game in the history.
    unfinished: "en cours", "in progress";
    /// The share button.
    share: "Partager", "Share";
    /// Said when the link went to the clipboard.
    link_copied:
        "Lien copié : envoyez-le à votre adversaire, qui jouera et vous le renverra.",
        "Link copied: send it to your opponent, who will play and send it back.";
    /// Said when it could not: the link is shown to be copied by hand.
    copy_link_by_hand:
        "Copiez ce lien et envoyez-le à votre adversaire :",
        "Copy this link and send it to your opponent:";
    /// The system's share sheet (`navigator.share`).
    send: "Envoyer…", "Send…";
    /// The link field's label.
    link_label: "Lien de la partie", "Game link";
    /// What the link carries and what it leaves out.
    link_carries:
        "Le lien porte les coups, le résultat et les noms des joueurs ; les commentaires, les variantes et les flèches n'y sont pas (exportez la partie en PGN pour les garder).",
        "The link carries the moves, the result and the players' names; comments, variations and drawn arrows are not in it (export the game as PGN to keep them).";
}

/// The text of a notice about saving or links; `None` for other notices.
pub fn notice_text(notice: &Notice, lang: Lang) -> Option<String> {
    let fr = lang == Lang::Fr;
    Some(match notice {
        Notice::SavedUnreadable { error, backup } => {
            let reason = error.message(lang);
            match (backup, fr) {
                (Some(key), true) => format!(
                    "La partie enregistrée n'a pas pu être relue ({reason}). Une nouvelle partie commence ; les données illisibles sont conservées sous la clé « {key} »."
                ),
                (Some(key), false) => format!(
                    "The saved game could not be read ({reason}). A new game starts; the unreadable data is kept under the key “{key}”."
                ),
                (None, true) => format!(
                    "La partie enregistrée n'a pas pu être relue ({reason}). Une nouvelle partie commence ; les données illisibles restent sous la clé « {CURRENT_KEY} » et ne seront pas écrasées."
                ),
                (None, false) => format!(
                    "The saved game could not be read ({reason}). A new game starts; the unreadable data stays under the key “{CURRENT_KEY}” and will not be written over."
                ),
            }
        }
        Notice::HistoryUnreadable { unreadable, backup } => {
            let kept = match (backup, fr) {
                (Some(key), true) => format!("l'historique tel qu'il était est conservé sous la clé « {key} »"),
                (Some(key), false) => format!("the history as it was is kept under the key “{key}”"),
                (None, true) => "l'historique n'a pas pu être sauvegardé à part : il ne sera pas modifié".to_string(),
                (None, false) => "the history could not be copied aside: it will not be changed".to_string(),
            };
            if fr {
                format!("{unreadable} élément(s) de l'historique n'ont pas pu être relus ; {kept}.")
            } else {
                format!("{unreadable} item(s) of the history could not be read; {kept}.")
            }
        }
        Notice::StorageUnavailable => if fr {
            "Ce navigateur ne permet pas d'enregistrer : la partie sera perdue si la page est rechargée."
        } else {
            "This browser does not allow saving: the game will be lost if the page is reloaded."
        }
        .to_string(),
        Notice::LinkRefused(error) => {
            let reason = error.message(lang);
            if fr {
                format!("Ce lien de partie ne peut pas être ouvert : {reason}. Rien n'a changé ici.")
            } else {
                format!("This game link cannot be opened: {reason}. Nothing was changed here.")
            }
        }
        Notice::LinkOpened { set_aside } => {
            let mut text = if fr {
                "Partie ouverte depuis le lien : jouez votre coup, puis partagez-la à nouveau.".to_string()
            } else {
                "Game opened from the link: play your move, then share it back.".to_string()
            };
            if *set_aside {
                text.push_str(if fr {
                    " Votre partie précédente est rangée dans l'historique."
                } else {
                    " Your previous game is in the history."
                });
            }
            text
        }
        _ => return None,
    })
}

/// The players' words for a saved game that cannot be read.
impl SavedError {
    /// What went wrong, briefly, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        fr_en! { self, lang;
            SavedError::Empty => "rien d'enregistré".into(), "nothing saved".into();
            SavedError::TooLarge { bytes } => format!("données trop grandes ({bytes} octets)"),
                format!("data too large ({bytes} bytes)");
            SavedError::Foreign => "données d'un autre format".into(), "data in another format".into();
            SavedError::Version(version) =>
                format!("format de version « {version} », que cette version de Roque ne lit pas"),
                format!("format version \"{version}\", which this version of Roque cannot read");
            SavedError::Unreadable { line } => format!("ligne {line} illisible"),
                format!("line {line} cannot be read");
            SavedError::Game(LinkError::BadMove { ply }) =>
                format!("le coup {} est impossible", ply + 1),
                format!("move {} is impossible", ply + 1);
            SavedError::Game(_) => "partie altérée ou coupée".into(),
                "the game was altered or cut short".into();
            SavedError::Incomplete => "données incomplètes (coupées ?)".into(),
                "incomplete data (cut short?)".into();
            SavedError::BadTag { name, value } => format!("valeur « {value} » invalide pour {name}"),
                format!("invalid value \"{value}\" for {name}");
            SavedError::Replay(ReplayError::IllegalMove { ply, uci }) =>
                format!("le coup {} ({uci}) est impossible", ply + 1),
                format!("move {} ({uci}) is impossible", ply + 1);
            SavedError::Replay(ReplayError::ResultDoesNotFit(_))
            | SavedError::ResultMismatch { .. } =>
                "le résultat ne correspond pas à la partie".into(),
                "the result does not fit the game".into();
        }
    }
}

/// The players' words for a game link that cannot be opened.
impl LinkError {
    /// What is wrong with the link, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        fr_en! { self, lang;
            LinkError::TooLong { chars } => format!("il est bien trop long ({chars} caractères)"),
                format!("it is far too long ({chars} characters)");
            LinkError::NotBase64 =>
                "il contient des caractères qu'un lien de partie n'a jamais".into(),
                "it holds characters a game link never has".into();
            LinkError::Truncated => "il est incomplet (coupé ?)".into(),
                "it is incomplete (cut short?)".into();
            LinkError::Checksum =>
                "il a été modifié ou coupé (la somme de contrôle ne correspond pas)".into(),
                "it was altered or cut (the checksum does not match)".into();
            LinkError::Version(version) =>
                format!("il est au format {version}, que cette version de Roque ne lit pas"),
                format!("it is in format {version}, which this version of Roque cannot read");
            LinkError::BadFlags(_) | LinkError::TrailingData | LinkError::BadNumber =>
                "il contient des données inconnues".into(), "it holds unknown data".into();
            LinkError::BadStart(_) => "sa position de départ est invalide".into(),
                "its starting position is invalid".into();
            LinkError::TooManyMoves(plies) =>
                format!("il annonce {plies} demi-coups, plus qu'une partie n'en peut avoir"),
                format!("it announces {plies} half-moves, more than a game can have");
            LinkError::BadMove { ply } => format!("son coup n° {} est impossible", ply / 2 + 1),
                format!("its move number {} is impossible", ply / 2 + 1);
            LinkError::Replay(_) => "son résultat ne correspond pas à la partie".into(),
                "its result does not fit the game".into();
            LinkError::BadName => "le nom d'un joueur y est illisible ou trop long".into(),
                "a player's name in it is unreadable or too long".into();
        }
    }
}

/// « coup », "move".
const MOVES: Noun = Noun {
    fr: ("coup", "coups"),
    en: ("move", "moves"),
};

/// « partie », "game".
const GAMES: Noun = Noun {
    fr: ("partie", "parties"),
    en: ("game", "games"),
};

/// How many games the history holds, on its button: « 3 parties ».
pub fn history_count(games: usize, lang: Lang) -> String {
    GAMES.count(games, lang)
}

/// One line of details: date, length, who played.
pub fn history_details(game: &Saved, lang: Lang) -> String {
    let moves = MOVES.count(game.game.ply().div_ceil(2), lang);
    let date = game
        .stamp
        .as_ref()
        .map(|stamp| {
            let time = stamp.time.get(..5).unwrap_or_default();
            format!("{} {time} UTC · ", stamp.date.replace('.', "-"))
        })
        .unwrap_or_default();
    let who = match (game.opponent, lang) {
        (Opponent::Human, Lang::Fr) => "à deux".to_string(),
        (Opponent::Human, Lang::En) => "two players".to_string(),
        (Opponent::Computer { computer, level }, Lang::Fr) => format!(
            "contre l'ordinateur ({}, niveau {})",
            computer.fold("Blancs", "Noirs"),
            level.number()
        ),
        (Opponent::Computer { computer, level }, Lang::En) => format!(
            "against the computer ({}, level {})",
            computer.fold("White", "Black"),
            level.number()
        ),
    };
    format!("{date}{moves} · {who}")
}
