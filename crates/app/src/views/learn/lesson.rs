//! One lesson: its title and intro, its exercises as steps, and the
//! current exercise — its prompt, the app's board (with `data-fen` on its
//! container), what the judge says, and the controls its kind needs.

use roque_course::{Kind, Lesson, Verdict};
use roque_rules::{Bitboard, Lang, Shape, ShapeColor, Square};
use yew::prelude::*;

use crate::model::marks::SquareMark;
use crate::state::hand::HandAction;
use crate::state::learn::{Attempt, LearnAction, LearnState, Route, Said};
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{HandBoard, HandCallbacks};
use crate::views::diagram_buttons::DrawnDiagramButtons;
use crate::views::learn::links::{follow, href};
use crate::words;

type Handle = UseReducerHandle<LearnState>;

fn send(state: &Handle, action: LearnAction) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
}

/// The exercises as steps: solved or to do, the current one marked; each
/// one is a link to its own address.
fn steps(state: &Handle, lesson: &'static Lesson) -> Html {
    let lang = state.lang();
    let texts = words::learn::texts(lang);
    let items = (0..lesson.exercises.len()).map(|index| {
        let n = index + 1;
        let solved = state.progress().solve(lesson.id, n).is_some();
        let current = index == state.index();
        let said = format!(
            "{}, {}",
            words::learn::exercise_name(n, lang),
            if solved { texts.state_solved } else { texts.state_todo }
        );
        html! {
            <li>
                <a
                    class={classes!("step", solved.then_some("solved"), current.then_some("current"))}
                    href={href(&Route::query(Some(lesson), index), lang, state.bare())}
                    data-exercise={n.to_string()}
                    data-state={if solved { "solved" } else { "todo" }}
                    aria-current={current.then_some("step")}
                    aria-label={said}
                    onclick={follow(state, Route { lesson: Some(lesson), index: Some(index), bad: None })}
                >
                    { n }
                    if solved {
                        <span class="step-mark" aria-hidden="true">{ "✓" }</span>
                    }
                </a>
            </li>
        }
    });
    html! {
        <ol class="steps" aria-label={texts.exercises}>{ for items }</ol>
    }
}

/// What the page says about the last attempt: `(refusal, news)`, the
/// first spoken as an alert, the second as a status.
fn said_words(attempt: &Attempt, lang: Lang) -> (Option<String>, Option<String>) {
    let reply = attempt
        .reply()
        .map(|(before, mv)| words::learn::reply(&before, mv, lang));
    match &attempt.said {
        None => (None, None),
        Some(Said::Board(reason)) => (Some(reason.message(lang)), None),
        Some(Said::Solution(solution)) => (
            None,
            Some(words::learn::solution(&solution.message(lang), lang)),
        ),
        Some(Said::Verdict(verdict @ Verdict::Illegal(_))) => (Some(verdict.message(lang)), None),
        Some(Said::Verdict(verdict @ Verdict::Wrong(_))) => (None, Some(verdict.message(lang))),
        Some(Said::Verdict(verdict)) => (
            None,
            Some(match reply {
                Some(reply) => format!("{} {reply}", verdict.message(lang)),
                None => verdict.message(lang),
            }),
        ),
    }
}

/// The look of what is said as news: a hint, progress, a success.
fn tone(attempt: &Attempt) -> &'static str {
    match &attempt.said {
        Some(Said::Verdict(Verdict::Wrong(_))) => "warning",
        _ if attempt.is_solved() => "success",
        _ => "information",
    }
}

/// The exercise's controls, by kind, then showing the solution, the next
/// exercise and starting again.
fn controls(state: &Handle, attempt: &Attempt, kind: Kind, last: bool) -> Html {
    let lang = state.lang();
    let texts = words::learn::texts(lang);
    let ui = words::ui::texts(lang);
    let solved = attempt.is_solved();
    let Some(exercise) = state.exercise() else {
        return Html::default();
    };
    let own = match kind {
        Kind::Choose => {
            let buttons = exercise.answers().iter().enumerate().map(|(i, answer)| {
                html! {
                    <button
                        type="button"
                        class="button answer"
                        data-answer={i.to_string()}
                        disabled={solved}
                        onclick={send(state, LearnAction::Choose(i))}
                    >
                        { answer.get(lang) }
                    </button>
                }
            });
            html! { <div class="answers" role="group" aria-label={texts.answers}>{ for buttons }</div> }
        }
        Kind::Squares => html! {
            <button type="button" class="button primary" data-action="check" disabled={solved} onclick={send(state, LearnAction::CheckSquares)}>
                { texts.check }
            </button>
        },
        Kind::Claim => html! {
            <>
                <button type="button" class="button primary" data-action="claim" disabled={solved} onclick={send(state, LearnAction::Claim)}>
                    { ui.claim_draw }
                </button>
                <button
                    type="button"
                    class={classes!("button", "claim-with-move", attempt.claim_next.then_some("primary"))}
                    data-action="claim-with-move"
                    aria-pressed={attempt.claim_next.to_string()}
                    disabled={solved}
                    onclick={send(state, LearnAction::ClaimWithNextMove(!attempt.claim_next))}
                >
                    { ui.claim_with_move }
                </button>
            </>
        },
        Kind::Play => Html::default(),
    };
    let can_show = attempt
        .run
        .as_ref()
        .is_ok_and(|run| run.can_show_solution())
        && !matches!(attempt.said, Some(Said::Solution(_)));
    html! {
        <div class="learn-actions">
            { own }
            if can_show {
                <button type="button" class="button" data-action="solution" onclick={send(state, LearnAction::ShowSolution)}>
                    { texts.show_solution }
                </button>
            }
            if attempt.refuted() {
                <button type="button" class="button primary" data-action="take-back" onclick={send(state, LearnAction::TakeBack)}>
                    { texts.take_back }
                </button>
            }
            if attempt.can_go_on() {
                <button type="button" class="button primary" data-action="next" onclick={send(state, LearnAction::Next)}>
                    { if last { texts.finish } else { texts.next } }
                </button>
            }
            <button type="button" class="button" data-action="restart" onclick={send(state, LearnAction::Restart)}>
                { texts.restart }
            </button>
        </div>
    }
}

/// The board of the current exercise, the app's own, fed by the judge's game.
fn board(state: &Handle, attempt: &Attempt, kind: Kind) -> Html {
    let lang = state.lang();
    let game = attempt.game();
    let hand = attempt.hand();
    let solved = attempt.is_solved();
    let callbacks = HandCallbacks::new(&{
        let state = state.clone();
        Callback::from(move |action: HandAction| state.dispatch(LearnAction::Board(action)))
    });
    let marked: Vec<Square> = match (&attempt.run, kind) {
        (Ok(run), Kind::Squares) => run.marked().into_iter().collect(),
        _ => Vec::new(),
    };
    // The solution's moves, or the move that refutes a wrong one.
    let arrows: Vec<Shape> = match &attempt.said {
        Some(Said::Solution(solution)) => solution
            .moves()
            .into_iter()
            .filter_map(|mv| Shape::arrow(mv.from, mv.to, ShapeColor::Green))
            .collect(),
        _ => attempt
            .refutation()
            .and_then(|mv| Shape::arrow(mv.from, mv.to, ShapeColor::Red))
            .into_iter()
            .collect(),
    };
    // The pieces already touched (touch-move), in the attention colour;
    // a solution's squares, in the default one.
    let touched = state
        .exercise()
        .map(|exercise| exercise.touched())
        .unwrap_or_default()
        .into_iter()
        .map(|square| SquareMark {
            square,
            color: ShapeColor::Yellow,
        });
    let shown = match &attempt.said {
        Some(Said::Solution(solution)) if kind == Kind::Squares => solution.squares(),
        _ => Bitboard::EMPTY,
    };
    let marks: Vec<SquareMark> = touched
        .chain(shown.into_iter().map(|square| SquareMark {
            square,
            color: ShapeColor::Green,
        }))
        .collect();
    let plays = matches!(kind, Kind::Play | Kind::Claim);
    // The piece picked up and where it may go, said as on the game's board.
    let picked = hand.selected().and_then(|from| {
        let piece = game.position().piece_at(from)?;
        Some(words::announce::selection_words(
            piece,
            from,
            &hand.destinations(game),
            lang,
        ))
    });
    let interactive = !solved && (kind == Kind::Squares || (plays && state.board_takes_moves()));
    let mut props = HandBoard::new(game, hand, attempt.orientation(), lang, &callbacks)
        .interactive(interactive)
        .movable(plays && state.board_takes_moves())
        .props();
    props.marked = marked;
    props.marks = marks;
    props.shapes = arrows;
    html! {
        <div
            class="learn-board"
            data-fen={game.position().fen()}
            data-kind={kind_name(kind)}
            data-refutation={attempt.refutation().map(|mv| mv.to_string())}
        >
            <Board ..props />
            <div class="visually-hidden" aria-live="polite" data-announcements="">
                if let Some(text) = picked {
                    <p>{ text }</p>
                }
            </div>
        </div>
    }
}

fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Play => "play",
        Kind::Squares => "squares",
        Kind::Choose => "choose",
        Kind::Claim => "claim",
    }
}

/// The lesson's page.
pub fn lesson_view(state: &Handle, lesson: &'static Lesson) -> Html {
    let lang = state.lang();
    let (Some(attempt), Some(exercise)) = (state.attempt(), state.exercise()) else {
        return Html::default();
    };
    let total = lesson.exercises.len();
    let n = state.index() + 1;
    let kind = exercise.kind();
    let (refusal, news) = said_words(attempt, lang);
    let broken = attempt
        .run
        .as_ref()
        .err()
        .map(|error| words::learn::broken_exercise(&error.message(lang), lang));
    let heading = if state.bare() {
        words::learn::frame_heading(lesson.title.get(lang), lang)
    } else {
        lesson.title.get(lang).to_string()
    };
    html! {
        <article class="lesson" data-learn="lesson" data-lesson-id={lesson.id}>
            <h1 class="learn-title">{ heading }</h1>
            <p class="learn-intro">{ lesson.intro.get(lang) }</p>
            if !lesson.articles.is_empty() {
                <p class="learn-articles">{ words::learn::articles(lesson.articles, lang) }</p>
            }
            if !state.bare() {
                // A page load, not the course's own navigation: the sheet
                // is a page of its own.
                <p class="learn-print">
                    <a href={href(&format!("learn={}&print", lesson.id), lang, false)} data-action="print-sheet">{ words::sheet::texts(lang).print }</a>
                </p>
            }
            { steps(state, lesson) }
            <div class="learn-layout">
                <section class="board-area" aria-label={words::ui::texts(lang).board}>
                    { board(state, attempt, kind) }
                </section>
                <section class="learn-panel panel-card" data-exercise-current={n.to_string()} data-solved={attempt.is_solved().to_string()}>
                    // Where the focus goes when another exercise opens.
                    <h2 class="card-title" tabindex="-1" data-focus-target="">{ words::learn::exercise_of(n, total, lang) }</h2>
                    <p class="learn-prompt" data-prompt="">{ exercise.prompt.get(lang) }</p>
                    if let Some(opening) = exercise.opening_name() {
                        <p class="learn-opening" data-opening={opening.eco}>
                            { words::learn::opening(opening.name.get(lang), opening.eco, lang) }
                        </p>
                    }
                    // Both regions are always there, so that screen readers
                    // know them before they speak; each new answer is a new
                    // line (keyed by its count), said even when it repeats.
                    <div class="learn-said refusal" role="alert" data-said="refusal">
                        if let Some(text) = refusal.or(broken) {
                            <p key={attempt.said_count} class="notice error">{ text }</p>
                        }
                    </div>
                    <div class="learn-said news" role="status" data-said="news">
                        if let Some(text) = news {
                            <p key={attempt.said_count} class={classes!("notice", tone(attempt))}>{ text }</p>
                        }
                    </div>
                    { controls(state, attempt, kind, n == total) }
                    if !state.bare() {
                        <ExerciseDiagram {lesson} {n} {lang} />
                    }
                </section>
            </div>
        </article>
    }
}

/// Which exercise's diagram to offer.
#[derive(Properties, PartialEq, Clone)]
struct ExerciseDiagramProps {
    lesson: &'static Lesson,
    /// The exercise's number, from 1.
    n: usize,
    lang: Lang,
}

/// The exercise's position as a diagram to download (SVG or PNG), for a
/// teacher's own sheet or slides: folded away under « Diagramme ». Asked
/// of the module of diagrams the first time it is unfolded (not for every
/// pupil who opens a lesson), and written once an exercise and language,
/// not at every press on the board.
#[component]
fn ExerciseDiagram(props: &ExerciseDiagramProps) -> Html {
    let (lesson, n, lang) = (props.lesson, props.n, props.lang);
    let unfolded = use_state_eq(|| false);
    let wanted = use_memo((lesson.id, n, lang), move |_| {
        let exercise = lesson.exercises.get(n - 1)?;
        let fen = exercise.start().ok()?.position().fen();
        let options = roque_diagram::Options {
            orientation: exercise.orientation(),
            theme: roque_diagram::Theme::Print,
            caption: roque_diagram::Caption::Text(exercise.prompt.get(lang).to_string()),
            ..roque_diagram::Options::default()
        };
        Some((AttrValue::from(fen), options))
    });
    let Some((fen, options)) = (*wanted).clone() else {
        return Html::default();
    };
    // Once unfolded, the buttons stay (and their diagram with them).
    let ontoggle = {
        let unfolded = unfolded.clone();
        Callback::from(move |event: Event| {
            let open = event
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|details| details.has_attribute("open"));
            if open {
                unfolded.set(true);
            }
        })
    };
    html! {
        <details class="learn-diagram" data-exercise-diagram="" {ontoggle}>
            <summary>{ words::diagram::texts(lang).heading }</summary>
            if *unfolded {
                <DrawnDiagramButtons
                    {lang}
                    {fen}
                    {options}
                    file_stem={AttrValue::from(format!("roque-{}-{n}", lesson.id))}
                />
            }
        </details>
    }
}
