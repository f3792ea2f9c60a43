//! The course's page words (« Apprendre »), in French and English. The
//! lessons' own texts (titles, intros, prompts, hints, solutions) are the
//! course crate's; what the rules say (illegal moves) is the rules crate's.

use roque_rules::{capitalize, fr_en, Lang, Move, Noun, Position};

use crate::persist::progress::{ProgressError, MAX_STARS};
use crate::state::learn::{BadLink, ProgressProblem};
use crate::words::grammar::colon;
use crate::words::texts_table;

texts_table! {
    /// The course page's fixed labels in one language.
    pub struct LearnTexts;
    /// The labels in `lang`.
    pub fn texts;

    /// The entry in the app's top bar, and the course's page title.
    learn: "Apprendre", "Learn";
    /// The list's heading.
    heading: "Apprendre les règles", "Learn the rules";
    /// Under the heading: what the course is.
    intro:
        "Chaque règle du jeu en quelques exercices, du déplacement des pièces aux règles de nulle, puis les premières ouvertures. Chaque essai refusé est expliqué ; la progression reste sur cet appareil.",
        "Every rule of the game in a few exercises, from how the pieces move to the draw rules, then the first openings. Every refused attempt is explained; your progress stays on this device.";
    /// The link back to the game.
    back_to_game: "Retour à la partie", "Back to the game";
    /// The link back to the list of lessons.
    all_lessons: "Toutes les leçons", "All lessons";
    /// The exercises' list's accessible name.
    exercises: "Exercices", "Exercises";
    /// The button that checks marked squares.
    check: "Vérifier", "Check";
    /// The button that shows the solution.
    show_solution: "Voir la solution", "Show the solution";
    /// The button to the next exercise.
    next: "Suivant", "Next";
    /// The button to the list after a lesson's last exercise.
    finish: "Terminer la leçon", "Finish the lesson";
    /// The button that starts the exercise again.
    restart: "Recommencer", "Start again";
    /// The button that takes back a wrong move shown refuted.
    take_back: "Reprendre le coup", "Take the move back";
    /// The button that forgets the course's progress.
    reset: "Effacer ma progression", "Erase my progress";
    /// Asks to confirm forgetting the progress.
    reset_confirm:
        "Effacer la progression de toutes les leçons ?",
        "Erase the progress of every lesson?";
    /// Confirms forgetting.
    reset_yes: "Oui, tout effacer", "Yes, erase it all";
    /// Goes back on forgetting.
    reset_no: "Non, garder", "No, keep it";
    /// The button that closes a notice.
    dismiss: "Fermer", "Close";
    /// A solved exercise, for screen readers.
    state_solved: "résolu", "solved";
    /// An exercise to do, for screen readers.
    state_todo: "à faire", "to do";
    /// A marked square, added to its name.
    marked: "marquée", "marked";
    /// The answers' group's accessible name.
    answers: "Réponses", "Answers";
    /// The link, under the list, to the page of advice (conseils.html,
    /// tips.html).
    tips: "Après les règles : conseils pour bien débuter", "After the rules: tips for beginners";
}

/// The page's title: « Apprendre — Roque ».
pub fn page_title(lang: Lang) -> String {
    format!("{} — Roque", texts(lang).learn)
}

/// « Exercice 3 », "Exercise 3".
pub fn exercise_name(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Exercice {n}"),
        Lang::En => format!("Exercise {n}"),
    }
}

/// « Exercice 3 sur 6 », "Exercise 3 of 6".
pub fn exercise_of(n: usize, total: usize, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Exercice {n} sur {total}"),
        Lang::En => format!("Exercise {n} of {total}"),
    }
}

/// « 2 sur 6 résolus », "2 of 6 solved".
pub fn solved_count(solved: usize, total: usize, lang: Lang) -> String {
    match lang {
        Lang::Fr if solved < 2 => format!("{solved} sur {total} résolu"),
        Lang::Fr => format!("{solved} sur {total} résolus"),
        Lang::En => format!("{solved} of {total} solved"),
    }
}

/// The stars drawn (« ★★☆ »), and said: « 2 étoiles sur 3 ».
pub fn stars(stars: u8, lang: Lang) -> (String, String) {
    let drawn: String = (0..MAX_STARS)
        .map(|i| if i < stars { '★' } else { '☆' })
        .collect();
    let star = Noun {
        fr: ("étoile", "étoiles"),
        en: ("star", "stars"),
    };
    let said = match lang {
        Lang::Fr => format!("{} sur {MAX_STARS}", star.count(stars.into(), lang)),
        Lang::En => format!("{} of {MAX_STARS}", star.count(stars.into(), lang)),
    };
    (drawn, said)
}

/// How the stars are earned, under the list.
pub fn stars_rule(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Une leçon terminée vaut une étoile, deux si au moins la moitié de ses exercices sont résolus du premier coup, trois s'ils le sont tous (sans essai refusé ni solution affichée).",
        Lang::En => "A finished lesson earns one star, two when at least half its exercises were solved at the first try, three when all were (no refused attempt, no solution shown).",
    }
}

/// The FIDE articles a lesson covers: « Règles de la FIDE, art. 3.8.2 ».
pub fn articles(articles: &str, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Règles du jeu de la FIDE, art. {articles}"),
        Lang::En => format!("FIDE Laws of Chess, art. {articles}"),
    }
}

/// The opening an exercise plays to: « Ouverture : Partie italienne (C50) ».
pub fn opening(name: &str, eco: &str, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Ouverture : {name} ({eco})"),
        Lang::En => format!("Opening: {name} ({eco})"),
    }
}

/// What the address asked for and the course does not have.
pub fn bad_link(bad: &BadLink, lesson_title: Option<&str>, lang: Lang) -> String {
    match (bad, lang) {
        (BadLink::Lesson(id), Lang::Fr) => format!(
            "Aucune leçon ne s'appelle « {id} ». Voici la liste des leçons."
        ),
        (BadLink::Lesson(id), Lang::En) => {
            format!("There is no lesson called “{id}”. Here is the list of lessons.")
        }
        (BadLink::Exercise { given, count }, Lang::Fr) => format!(
            "La leçon « {} » n'a pas d'exercice « {given} » (elle en a {count}) : voici le premier.",
            lesson_title.unwrap_or_default()
        ),
        (BadLink::Exercise { given, count }, Lang::En) => format!(
            "The lesson “{}” has no exercise “{given}” (it has {count}): here is the first one.",
            lesson_title.unwrap_or_default()
        ),
    }
}

/// Why the stored progress could not be read.
pub fn progress_error(error: &ProgressError, lang: Lang) -> String {
    fr_en! { error, lang;
        ProgressError::TooLarge { bytes } => format!("trop grande : {bytes} octets"),
            format!("too large: {bytes} bytes");
        ProgressError::Foreign => "ce n'est pas une progression de Roque".into(),
            "it is not Roque's progress".into();
        ProgressError::Version(v) => format!("version « {v} » inconnue"),
            format!("unknown version “{v}”");
        ProgressError::BadLine(n) => format!("ligne {n} illisible"),
            format!("line {n} cannot be read");
    }
}

/// The notice about progress that could not be read.
pub fn progress_problem(problem: &ProgressProblem, key: &str, lang: Lang) -> String {
    let reason = progress_error(&problem.error, lang);
    match (&problem.backup, lang) {
        (Some(backup), Lang::Fr) => format!(
            "La progression enregistrée n'a pas pu être relue ({reason}). Elle repart de zéro ; les données illisibles sont conservées sous la clé « {backup} »."
        ),
        (Some(backup), Lang::En) => format!(
            "The saved progress could not be read ({reason}). It starts again from zero; the unreadable data is kept under the key “{backup}”."
        ),
        (None, Lang::Fr) => format!(
            "La progression enregistrée n'a pas pu être relue ({reason}). Elle repart de zéro ; les données illisibles restent sous la clé « {key} » et ne seront pas écrasées."
        ),
        (None, Lang::En) => format!(
            "The saved progress could not be read ({reason}). It starts again from zero; the unreadable data stays under the key “{key}” and will not be written over."
        ),
    }
}

/// An exercise that cannot be set up (a fault of the course, not the
/// learner's).
pub fn broken_exercise(reason: &str, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Cet exercice ne peut pas être préparé : {reason}. Passez au suivant."),
        Lang::En => format!("This exercise cannot be set up: {reason}. Go on to the next one."),
    }
}

/// A solution shown: « Solution : Txe8# … ».
pub fn solution(explained: &str, lang: Lang) -> String {
    format!("Solution{}{explained}", colon(lang))
}

/// The board's reply, shown and said: « Les Noirs répondent : Roi g7. »,
/// "Black replies: King g7."
pub fn reply(before: &Position, mv: Move, lang: Lang) -> String {
    let side = capitalize(before.turn().name(lang));
    let played = crate::words::announce::move_words(before, mv, lang);
    match lang {
        Lang::Fr => format!("{side} répondent : {played}."),
        Lang::En => format!("{side} replies: {played}."),
    }
}

/// The accessible name of a frame that holds a lesson on another page.
pub fn frame_heading(title: &str, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Leçon d'échecs : {title}"),
        Lang::En => format!("Chess lesson: {title}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_are_drawn_and_said() {
        assert_eq!(stars(2, Lang::Fr), ("★★☆".into(), "2 étoiles sur 3".into()));
        assert_eq!(stars(1, Lang::En), ("★☆☆".into(), "1 star of 3".into()));
        assert_eq!(stars(0, Lang::Fr).1, "0 étoile sur 3");
    }

    #[test]
    fn replies_name_the_side() {
        let before = Position::from_fen("r7/2N1k3/8/8/8/8/8/4K3 b - - 0 1").expect("position");
        let mv = Move::new(roque_rules::Square::E7, roque_rules::Square::D7);
        assert_eq!(
            reply(&before, mv, Lang::Fr),
            "Les Noirs répondent : Roi d7."
        );
        assert_eq!(reply(&before, mv, Lang::En), "Black replies: King d7.");
    }

    #[test]
    fn counts_agree() {
        assert_eq!(solved_count(1, 6, Lang::Fr), "1 sur 6 résolu");
        assert_eq!(solved_count(3, 6, Lang::Fr), "3 sur 6 résolus");
        assert_eq!(solved_count(3, 6, Lang::En), "3 of 6 solved");
    }
}
