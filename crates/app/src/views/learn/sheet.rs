//! A lesson as a printable sheet (`?learn=<id>&print`): its exercises as
//! numbered diagrams in the print theme, each with its prompt and a box for
//! the pupil's answer, six or twelve a page, and the solutions on the last
//! page. A page of the course with a print stylesheet: the browser's print
//! dialog makes the paper or the PDF, offline as the course is.

use roque_course::{lesson, Exercise, Kind, Lesson, Run};
use roque_diagram::{diagram, Coordinates, Options, Theme};
use roque_rules::{Color, Lang, Setup};
use yew::prelude::*;

use crate::browser::{address, print as printer};
use crate::model::sheet::{Paper, PerPage, SheetLayout};
use crate::views::brand::brand;
use crate::views::learn::links::href;
use crate::words::sheet::{self, texts};

/// Whether the course's page was opened as a sheet to print.
pub fn is_print_sheet() -> bool {
    address::has_param("learn") && address::has_param("print")
}

/// The sheet of the lesson the address names.
#[component]
pub fn PrintSheet() -> Html {
    let lang = *use_memo((), |_| address::lang());
    let layout = use_state(|| SheetLayout {
        per_page: PerPage::parse(address::param("per").as_deref()),
        paper: Paper::parse(address::param("paper").as_deref()),
    });
    let found = use_memo((), |_| address::param("learn").and_then(|id| lesson(&id)));
    let t = texts(lang);

    // The page's language and title; the address follows the layout.
    {
        let title = match *found {
            Some(lesson) => format!("{} — {}", lesson.title.get(lang), t.kind),
            None => t.kind.to_string(),
        };
        use_effect_with((lang, title), |(lang, title)| {
            address::set_document_lang(*lang);
            address::set_title(title);
        });
    }
    {
        let query = found.map(|lesson| format!("learn={}&print{}", lesson.id, layout.query()));
        use_effect_with(query, move |query| {
            if let Some(query) = query {
                address::replace_query(&href(query, lang, false)[1..]);
            }
        });
    }

    let Some(lesson) = *found else {
        return html! {
            <main class="sheet-missing">
                <p role="alert" data-notice="bad-link">{ t.unknown }</p>
                <a class="button" href={href("learn", lang, false)}>{ crate::words::learn::texts(lang).all_lessons }</a>
            </main>
        };
    };
    let choose_per_page = |per_page: PerPage| {
        let layout = layout.clone();
        Callback::from(move |_: Event| {
            layout.set(SheetLayout {
                per_page,
                ..*layout
            })
        })
    };
    let choose_paper = |paper: Paper| {
        let layout = layout.clone();
        Callback::from(move |_: Event| layout.set(SheetLayout { paper, ..*layout }))
    };
    let print = Callback::from(|_: MouseEvent| printer::print());
    let per_page_choices = PerPage::ALL.iter().map(|&choice| {
        html! {
            <label class="sheet-choice">
                <input type="radio" name="per" value={choice.count().to_string()} checked={layout.per_page == choice} onchange={choose_per_page(choice)} data-per={choice.count().to_string()} />
                { sheet::per_page(choice, lang) }
            </label>
        }
    });
    let paper_choices = Paper::ALL.iter().map(|&choice| {
        html! {
            <label class="sheet-choice">
                <input type="radio" name="paper" value={choice.name()} checked={layout.paper == choice} onchange={choose_paper(choice)} data-paper={choice.name()} />
                { sheet::paper(choice, lang) }
            </label>
        }
    });
    // The paper's size, for the printer (CSS cannot take it from a class).
    let page_rule = format!(
        "@page {{ size: {} portrait; margin: 12mm; }}",
        layout.paper.name()
    );
    let pages = layout.pages(lesson.exercises.len());
    let page_count = pages.len() + 1;
    let exercise_pages = pages.into_iter().enumerate().map(|(page, range)| {
        let cells = range.map(|index| cell(lesson, index, lang));
        html! {
            <section class="sheet-page" data-sheet-page={(page + 1).to_string()}>
                { sheet_heading(lesson, lang, page == 0) }
                <ol class="sheet-grid" data-per={layout.per_page.count().to_string()}>
                    { for cells }
                </ol>
            </section>
        }
    });
    html! {
        <div class="sheet-app" data-lang={lang.code()} data-paper={layout.paper.name()} data-pages={page_count.to_string()}>
            <style>{ page_rule }</style>
            <header class="topbar sheet-toolbar">
                { brand(html! { <p class="brand-tagline">{ t.kind }</p> }) }
                <nav class="topbar-tools" aria-label={t.settings}>
                    <fieldset class="sheet-field">
                        <legend>{ t.per_page }</legend>
                        { for per_page_choices }
                    </fieldset>
                    <fieldset class="sheet-field">
                        <legend>{ t.paper }</legend>
                        { for paper_choices }
                    </fieldset>
                    <a class="button" href={href(&format!("learn={}", lesson.id), lang, false)} data-action="back-to-lesson">{ t.back }</a>
                    <button type="button" class="button primary" data-action="print" onclick={print}>{ t.print }</button>
                </nav>
                <p class="sheet-how">{ t.how }</p>
            </header>
            <main class="sheet" data-sheet={lesson.id}>
                { for exercise_pages }
                <section class="sheet-page sheet-solutions" data-sheet-page={page_count.to_string()}>
                    <h2>{ format!("{} — {}", t.solutions, lesson.title.get(lang)) }</h2>
                    <ol>
                        { for lesson.exercises.iter().enumerate().map(|(index, exercise)| solution(exercise, index, lang)) }
                    </ol>
                </section>
            </main>
        </div>
    }
}

/// The lesson's title, with the lines for the pupil's name and the date on
/// the first page.
fn sheet_heading(lesson: &Lesson, lang: Lang, first: bool) -> Html {
    let t = texts(lang);
    let pupil = first.then(|| {
        html! {
            <p class="sheet-pupil"><span>{ t.name }</span><span>{ t.date }</span></p>
        }
    });
    // The title again on each page, for paper; one heading for the page.
    let title = if first {
        html! { <h1 class="sheet-title">{ lesson.title.get(lang) }</h1> }
    } else {
        html! { <p class="sheet-title">{ lesson.title.get(lang) }</p> }
    };
    html! {
        <header class="sheet-heading">
            <p class="sheet-kind">{ t.kind }</p>
            { title }
            { for pupil }
        </header>
    }
}

/// One exercise: its number, its diagram, its prompt (and choices), and
/// the box for the answer.
fn cell(lesson: &Lesson, index: usize, lang: Lang) -> Html {
    let t = texts(lang);
    let exercise = &lesson.exercises[index];
    let n = index + 1;
    let position = exercise.start().map(|game| *game.position());
    let setup = position
        .as_ref()
        .ok()
        .and_then(|position| Setup::from_fen(&position.fen()).ok());
    let white_to_move = setup.as_ref().is_none_or(|s| s.turn == Color::White);
    let picture = setup.map(|setup| {
        let options = Options {
            orientation: exercise.orientation(),
            coordinates: Coordinates::Outside,
            theme: Theme::Print,
            marks: exercise.touched(),
            id_prefix: format!("ex{n}"),
            ..Options::default()
        };
        Html::from_html_unchecked(AttrValue::from(diagram(&setup, &options)))
    });
    let choices = (exercise.kind() == Kind::Choose).then(|| {
        html! {
            // A box to tick before each choice.
            <ul class="sheet-answers">
                { for exercise.answers().iter().map(|answer| html! { <li>{ format!("\u{2610} {}", answer.get(lang)) }</li> }) }
            </ul>
        }
    });
    html! {
        <li class="sheet-cell" data-exercise={n.to_string()}>
            <p class="sheet-number">{ sheet::number(n, lang) }</p>
            <div class="sheet-diagram" role="img" aria-label={sheet::diagram_label(n, white_to_move, lang)} data-diagram="">
                { for picture }
            </div>
            <p class="sheet-prompt">{ exercise.prompt.get(lang) }</p>
            { for choices }
            <div class="sheet-answer" data-answer-box="">{ t.answer }</div>
        </li>
    }
}

/// The solution of an exercise, for the last page.
fn solution(exercise: &'static Exercise, index: usize, lang: Lang) -> Html {
    let text = match Run::new(exercise) {
        Ok(run) => run.solution().message(lang),
        // Never for a shipped exercise (the course's tests); said rather
        // than left out, so that the numbers still match.
        Err(_) => "—".to_string(),
    };
    html! {
        <li data-solution={(index + 1).to_string()}>
            <strong>{ format!("{}{}", sheet::number(index + 1, lang), crate::words::grammar::colon(lang)) }</strong>
            { text }
        </li>
    }
}
