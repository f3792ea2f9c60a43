//! A printable sheet: a lesson's (`?learn=<id>&print`) or a teacher's own,
//! made in the editor (`?learn&print&sheet`). Its positions as numbered
//! diagrams in the print theme, each with its question and a box for the
//! pupil's answer, six or twelve a page, and the solutions on the last
//! page. A page of the course with a print stylesheet: the browser's print
//! dialog makes the paper or the PDF, offline as the course is.

use roque_course::{lesson, Kind, Lesson, Run};
use roque_diagram::{Coordinates, Options, Theme};
use roque_rules::{Color, Lang, Setup, Square};
use yew::prelude::*;

use crate::browser::{address, print as printer, storage};
use crate::model::sheet::{Paper, PerPage, SheetLayout, SheetPosition};
use crate::persist::sheet as sheet_format;
use crate::views::brand::brand;
use crate::views::diagram_view::{diagram_room, use_diagram, Drawing};
use crate::views::learn::links::href;
use crate::words::sheet::{self, texts};

/// Whether the course's page was opened as a sheet to print.
pub fn is_print_sheet() -> bool {
    address::has_param("learn") && address::has_param("print")
}

/// One diagram of a sheet, whatever made it.
struct Cell {
    /// The position, in FEN; `None` for one that cannot be read (a damaged
    /// line).
    fen: Option<AttrValue>,
    /// Whether White is to move (also when the position cannot be read).
    white_to_move: bool,
    orientation: Color,
    prompt: String,
    /// The answers to choose from, for a question with choices.
    choices: Vec<String>,
    /// Squares marked on the diagram (touched pieces).
    marks: Vec<Square>,
}

/// A sheet: its title, its cells and their solutions (empty when there
/// are none), where the toolbar's back link goes, and its address.
struct Sheet {
    title: String,
    cells: Vec<Cell>,
    solutions: Vec<String>,
    back: (String, &'static str),
    query: String,
}

/// A lesson's sheet.
fn lesson_sheet(lesson: &'static Lesson, lang: Lang) -> Sheet {
    let cells = lesson
        .exercises
        .iter()
        .map(|exercise| {
            let position = exercise.start().ok().map(|game| *game.position());
            Cell {
                white_to_move: position.as_ref().is_none_or(|p| p.turn() == Color::White),
                fen: position.map(|p| AttrValue::from(p.fen())),
                orientation: exercise.orientation(),
                prompt: exercise.prompt.get(lang).to_string(),
                choices: if exercise.kind() == Kind::Choose {
                    exercise
                        .answers()
                        .iter()
                        .map(|a| a.get(lang).to_string())
                        .collect()
                } else {
                    Vec::new()
                },
                marks: exercise.touched(),
            }
        })
        .collect();
    // Never "—" for a shipped exercise (the course's tests); said rather
    // than left out, so that the numbers still match.
    let solutions = lesson
        .exercises
        .iter()
        .map(|exercise| {
            Run::new(exercise).map_or("—".to_string(), |run| run.solution().message(lang))
        })
        .collect();
    Sheet {
        title: lesson.title.get(lang).to_string(),
        cells,
        solutions,
        back: (format!("learn={}", lesson.id), texts(lang).back),
        query: format!("learn={}&print", lesson.id),
    }
}

/// A teacher's own sheet, from the positions the editor kept.
fn own_sheet(positions: &[SheetPosition], lang: Lang) -> Sheet {
    let t = texts(lang);
    let cells = positions
        .iter()
        .map(|position| {
            let setup = Setup::from_fen(&position.fen).ok();
            let turn = setup.as_ref().map_or(Color::White, |s| s.turn);
            let prompt = if position.caption.is_empty() {
                turn.fold(t.white_to_play, t.black_to_play).to_string()
            } else {
                position.caption.clone()
            };
            Cell {
                fen: setup.map(|setup| AttrValue::from(setup.fen())),
                white_to_move: turn == Color::White,
                orientation: turn,
                prompt,
                choices: Vec::new(),
                marks: Vec::new(),
            }
        })
        .collect();
    let solutions: Vec<String> = positions.iter().map(|p| p.solution.clone()).collect();
    let any = solutions.iter().any(|solution| !solution.is_empty());
    Sheet {
        title: t.own.to_string(),
        cells,
        solutions: if any { solutions } else { Vec::new() },
        back: (
            "edit".to_string(),
            crate::words::record::texts(lang).editor_title,
        ),
        query: "learn&print&sheet".to_string(),
    }
}

/// The sheet the address asks for, or what to say instead.
fn wanted_sheet(lang: Lang) -> Result<Sheet, String> {
    if address::has_param("sheet") {
        let kept = storage::kept_sheet().ok_or_else(|| texts(lang).no_sheet.to_string())?;
        let positions =
            sheet_format::read(&kept).map_err(|error| sheet::read_error(&error, lang))?;
        if positions.is_empty() {
            return Err(texts(lang).no_sheet.to_string());
        }
        return Ok(own_sheet(&positions, lang));
    }
    address::param("learn")
        .and_then(|id| lesson(&id))
        .map(|lesson| lesson_sheet(lesson, lang))
        .ok_or_else(|| texts(lang).unknown.to_string())
}

/// The sheet the address names.
#[component]
pub fn PrintSheet() -> Html {
    let lang = *use_memo((), |_| address::lang());
    let layout = use_state(|| SheetLayout {
        per_page: PerPage::parse(address::param("per").as_deref()),
        paper: Paper::parse(address::param("paper").as_deref()),
    });
    let wanted = use_memo((), move |_| wanted_sheet(lang));
    let t = texts(lang);

    // The page's language and title; the address follows the layout.
    {
        let title = match &*wanted {
            Ok(sheet) => format!("{} — {}", sheet.title, t.kind),
            Err(_) => t.kind.to_string(),
        };
        use_effect_with((lang, title), |(lang, title)| {
            address::set_document_lang(*lang);
            address::set_title(title);
        });
    }
    {
        let query = match &*wanted {
            Ok(sheet) => Some(format!("{}{}", sheet.query, layout.query())),
            Err(_) => None,
        };
        use_effect_with(query, move |query| {
            if let Some(query) = query {
                address::replace_query(&href(query, lang, false)[1..]);
            }
        });
    }

    let sheet = match &*wanted {
        Ok(sheet) => sheet,
        Err(message) => {
            return html! {
                <main class="sheet-missing">
                    <p role="alert" data-notice="bad-link">{ message.clone() }</p>
                    <a class="button" href={href("learn", lang, false)}>{ crate::words::learn::texts(lang).all_lessons }</a>
                </main>
            };
        }
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
    let pages = layout.pages(sheet.cells.len());
    let page_count = pages.len() + usize::from(!sheet.solutions.is_empty());
    let exercise_pages = pages.into_iter().enumerate().map(|(page, range)| {
        let cells = range.map(|index| cell(&sheet.cells[index], index, lang));
        html! {
            <section class="sheet-page" data-sheet-page={(page + 1).to_string()}>
                { sheet_heading(&sheet.title, lang, page == 0) }
                <ol class="sheet-grid" data-per={layout.per_page.count().to_string()}>
                    { for cells }
                </ol>
            </section>
        }
    });
    let solutions = (!sheet.solutions.is_empty()).then(|| {
        html! {
            <section class="sheet-page sheet-solutions" data-sheet-page={page_count.to_string()}>
                <h2>{ format!("{} — {}", t.solutions, sheet.title) }</h2>
                <ol>
                    { for sheet.solutions.iter().enumerate().map(|(index, text)| solution(text, index, lang)) }
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
                    <a class="button" href={href(&sheet.back.0, lang, false)} data-action="back-to-lesson">{ sheet.back.1 }</a>
                    <button type="button" class="button primary" data-action="print" onclick={print}>{ t.print }</button>
                </nav>
                <p class="sheet-how">{ t.how }</p>
            </header>
            <main class="sheet" data-sheet={sheet.query.clone()}>
                { for exercise_pages }
                { for solutions }
            </main>
        </div>
    }
}

/// The sheet's title, with the lines for the pupil's name and the date on
/// the first page.
fn sheet_heading(title: &str, lang: Lang, first: bool) -> Html {
    let t = texts(lang);
    let pupil = first.then(|| {
        html! {
            <p class="sheet-pupil"><span>{ t.name }</span><span>{ t.date }</span></p>
        }
    });
    // The title again on each page, for paper; one heading for the page.
    let title = if first {
        html! { <h1 class="sheet-title">{ title.to_string() }</h1> }
    } else {
        html! { <p class="sheet-title">{ title.to_string() }</p> }
    };
    html! {
        <header class="sheet-heading">
            <p class="sheet-kind">{ t.kind }</p>
            { title }
            { for pupil }
        </header>
    }
}

/// One position: its number, its diagram, its question (and choices), and
/// the box for the answer.
fn cell(cell: &Cell, index: usize, lang: Lang) -> Html {
    let t = texts(lang);
    let n = index + 1;
    let white_to_move = cell.white_to_move;
    let picture = cell.fen.clone().map(|fen| {
        let options = Options {
            orientation: cell.orientation,
            coordinates: Coordinates::Outside,
            theme: Theme::Print,
            marks: cell.marks.clone(),
            id_prefix: format!("ex{n}"),
            ..Options::default()
        };
        html! { <SheetDiagram {fen} {options} {lang} /> }
    });
    let choices = (!cell.choices.is_empty()).then(|| {
        html! {
            // A box to tick before each choice.
            <ul class="sheet-answers">
                { for cell.choices.iter().map(|answer| html! { <li>{ format!("\u{2610} {answer}") }</li> }) }
            </ul>
        }
    });
    html! {
        <li class="sheet-cell" data-exercise={n.to_string()}>
            <p class="sheet-number">{ sheet::number(n, lang) }</p>
            <div class="sheet-diagram" role="img" aria-label={sheet::diagram_label(n, white_to_move, lang)} data-diagram="">
                { for picture }
            </div>
            <p class="sheet-prompt">{ cell.prompt.clone() }</p>
            { for choices }
            <div class="sheet-answer" data-answer-box="">{ t.answer }</div>
        </li>
    }
}

/// What [`SheetDiagram`] draws.
#[derive(Properties, PartialEq, Clone)]
struct SheetDiagramProps {
    fen: AttrValue,
    options: Options,
    lang: Lang,
}

/// A cell's diagram, inline (the sheet is printed as it stands), asked of
/// the module of diagrams and written once per position and options,
/// whatever the layout chosen; its room kept while it comes.
#[component]
fn SheetDiagram(props: &SheetDiagramProps) -> Html {
    let drawing = use_diagram(props.fen.clone(), props.options.clone());
    match drawing {
        Drawing::Ready(svg) => Html::from_html_unchecked(svg),
        Drawing::Waiting => {
            diagram_room(&drawing, &props.options, "sheet-diagram-room", props.lang)
        }
        Drawing::Failed => html! {
            <p class="notice error" role="alert" data-diagram-failed="">{ crate::words::diagram::texts(props.lang).unavailable }</p>
        },
    }
}

/// A solution, for the last page.
fn solution(text: &str, index: usize, lang: Lang) -> Html {
    html! {
        <li data-solution={(index + 1).to_string()}>
            <strong>{ format!("{}{}", sheet::number(index + 1, lang), crate::words::grammar::colon(lang)) }</strong>
            { if text.is_empty() { "—".to_string() } else { text.to_string() } }
        </li>
    }
}
