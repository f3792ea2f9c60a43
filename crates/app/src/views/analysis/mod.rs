//! The analysis board, a tool of the module of tools shown in place of the
//! game's screen: the game as a tree (`state::analysis`), its board, its
//! move list with the variations (`views::move_tree`), the comment of the move
//! shown, and the way back to the game. Entered (« Analyser ») from a
//! finished or an imported game; the live game is never changed here.

mod review;

use std::rc::Rc;

use roque_rules::{Color, Lang, NodePath, PgnGame, Shape, ShapeColor};
use web_sys::{HtmlTextAreaElement, KeyboardEvent};
use yew::prelude::*;

use crate::browser::clipboard;
use crate::browser::computer::use_engine;
use crate::browser::keys::{key_taken_by_focus, on_document_keydown};
use crate::model::drawings::Drawings;
use crate::model::import::{annotated, mainline_game};
use crate::model::navigation::Nav;
use crate::model::tools::ToolEvent;
use crate::state::analysis::{Analysis, AnalysisAction, Annotation};
use crate::state::review::{Review, ReviewAction};
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{Drawing, HandBoard, HandCallbacks};
use crate::views::brand::brand;
use crate::views::button::{action_button, click};
use crate::views::move_tree::{step_key, MoveTree};
use crate::views::navigator::{navigator, NavigatorProps};
use crate::words;

/// What the analysis opens on.
#[derive(Properties, PartialEq, Clone)]
pub struct AnalysisToolProps {
    /// The tree it opens on (the game, with what its PGN said).
    pub tree: Rc<PgnGame>,
    /// The language of its words.
    pub lang: Lang,
    /// The side at the bottom.
    pub orientation: Color,
    /// Whether to review the game with the engine as it opens
    /// (« Revoir la partie »).
    #[prop_or_default]
    pub review: bool,
    /// What the tool tells the app.
    pub on_event: Callback<ToolEvent>,
}

/// What `review` says of each judged move, in `lang`, as the tree keeps
/// it (« Annoter la partie »).
fn annotations(review: &Review, lang: Lang) -> Vec<Annotation> {
    (1..=review.moves().len())
        .filter_map(|ply| {
            let verdict = review.verdict(ply)?;
            let before = review.before(ply)?;
            let played = *review.moves().get(ply - 1)?;
            Some(Annotation {
                ply,
                played,
                nag: verdict.judgement.nag(),
                comment: words::review::comment(verdict, before, played, lang),
                line: review.best_line(ply).unwrap_or_default().to_vec(),
            })
        })
        .collect()
}

/// The analysis screen.
#[component]
pub fn AnalysisTool(props: &AnalysisToolProps) -> Html {
    let lang = props.lang;
    let analysis = {
        let tree = (*props.tree).clone();
        use_reducer(move || {
            // Opens on the end of the main line: where the game stands.
            let end = NodePath::mainline(tree.moves.len());
            Analysis::new(tree, end, lang)
        })
    };
    let dispatch = analysis.dispatcher().to_callback();
    {
        let dispatch = dispatch.clone();
        use_effect_with(lang, move |lang| dispatch.emit(AnalysisAction::Lang(*lang)));
    }
    // The main line as a game, worked out again only when the tree changes.
    let mainline = {
        let analysis = analysis.clone();
        use_memo(analysis.revision(), move |_| mainline_game(analysis.tree()))
    };
    // Each change of the tree goes to the app, which keeps it as the
    // game's record while its main line is the game's.
    {
        let (analysis, on_event, mainline) =
            (analysis.clone(), props.on_event.clone(), mainline.clone());
        use_effect_with(analysis.revision(), move |revision| {
            if *revision > 0 {
                let tree = analysis.tree();
                on_event.emit(ToolEvent::Analysed {
                    drawings: Drawings::of_mainline(tree, mainline.ply()),
                    mainline: (*mainline).clone(),
                    pgn: tree.to_pgn(),
                    annotated: annotated(tree),
                });
            }
        });
    }
    // The keys walk the tree while the focus is not in a field.
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = on_document_keydown(move |e: &KeyboardEvent| {
                if key_taken_by_focus(e) {
                    return;
                }
                if let Some(step) = step_key(e) {
                    e.prevent_default();
                    dispatch.emit(AnalysisAction::Step(step));
                }
            });
            move || drop(listener)
        });
    }
    // The review: one position at a time to the engine's worker.
    let review = use_reducer(Review::default);
    let on_review = review.dispatcher().to_callback();
    use_engine(
        review.request(),
        on_review.reform(ReviewAction::Reply),
        on_review.reform(|()| ReviewAction::Unavailable),
    );
    {
        let (on_review, mainline) = (on_review.clone(), mainline.clone());
        use_effect_with(props.review, move |review| {
            if *review {
                on_review.emit(ReviewAction::Start((*mainline).clone()));
            }
        });
    }
    let reviewed = review.covers(&mainline);
    // In a retry, a move played where the mistake was is the move tried.
    {
        let retried = review.retry().map(|r| r.ply);
        let tried = retried.and_then(|ply| {
            let path = analysis.path();
            let at = path
                .parent()
                .filter(|parent| *parent == NodePath::mainline(ply - 1))?;
            (path.ply() == ply && at.is_mainline())
                .then(|| analysis.tree().node(path).map(|node| node.mv))
                .flatten()
        });
        let on_review = on_review.clone();
        use_effect_with(tried, move |tried| {
            if let Some(mv) = tried {
                on_review.emit(ReviewAction::Tried(*mv));
            }
        });
    }
    let callbacks = use_memo((), {
        let dispatch = dispatch.clone();
        move |_| HandCallbacks::new(&dispatch.reform(AnalysisAction::Hand))
    });
    let menu = use_state_eq(|| None::<NodePath>);
    let copied = use_state_eq(|| None::<bool>);

    let texts = words::analysis::texts(lang);
    let path = analysis.path().clone();
    let tree = analysis.tree();

    // The better move of a judged move, as an arrow on its position.
    let verdict = (reviewed && path.is_mainline())
        .then(|| review.verdict(path.ply()))
        .flatten();
    let mut shapes = analysis.shapes().to_vec();
    if let Some(arrow) = verdict
        .as_ref()
        .and_then(|v| Shape::arrow(v.better.from, v.better.to, ShapeColor::Blue))
    {
        if !shapes.contains(&arrow) {
            shapes.push(arrow);
        }
    }
    let judgements = reviewed.then(|| Rc::new(review.judgements()));
    let card = review::review_card(&review::ReviewCardProps {
        review: &review,
        current: reviewed,
        path: &path,
        lang,
        on_start: {
            let (on_review, mainline) = (on_review.clone(), mainline.clone());
            Callback::from(move |()| on_review.emit(ReviewAction::Start((*mainline).clone())))
        },
        on_stop: on_review.reform(|()| ReviewAction::Stop),
        on_go: dispatch.reform(|ply: usize| AnalysisAction::Go(NodePath::mainline(ply))),
        on_retry: {
            let (dispatch, on_review) = (dispatch.clone(), on_review.clone());
            Callback::from(move |ply: usize| {
                dispatch.emit(AnalysisAction::Go(NodePath::mainline(ply - 1)));
                on_review.emit(ReviewAction::Retry(ply));
            })
        },
        on_end_retry: on_review.reform(|()| ReviewAction::EndRetry),
        on_annotate: {
            let (review, dispatch) = (review.clone(), dispatch.clone());
            Callback::from(move |()| {
                dispatch.emit(AnalysisAction::Annotate(annotations(&review, lang)));
            })
        },
        on_play_from: {
            let (review, on_event) = (review.clone(), props.on_event.clone());
            Callback::from(move |ply: usize| {
                if let Some(&position) = review.before(ply) {
                    on_event.emit(ToolEvent::Play {
                        position,
                        against_computer: true,
                    });
                }
            })
        },
    });
    let board = HandBoard::new(
        analysis.line(),
        analysis.hand(),
        props.orientation,
        lang,
        &callbacks,
    )
    .drawing(Drawing {
        shapes,
        on_draw: dispatch.reform(AnalysisAction::Draw),
        on_clear: dispatch.reform(|()| AnalysisAction::ClearDrawings),
        draw_mode: false,
    })
    .props();

    let send = |action: AnalysisAction| dispatch.reform(move |_: MouseEvent| action.clone());
    let has_next = tree.node(&path.child(0)).is_some();
    let on_variation = !path.is_start() && !path.is_mainline();
    let comment_label = if path.is_start() {
        texts.game_comment
    } else {
        texts.comment
    };
    let on_comment = {
        let (dispatch, path) = (dispatch.clone(), path.clone());
        Callback::from(move |e: Event| {
            if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                dispatch.emit(AnalysisAction::Comment(path.clone(), area.value()));
            }
        })
    };
    let on_copy = {
        let (tree, copied) = (tree.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            clipboard::copy(tree.to_pgn(), move |took| copied.set(Some(took)));
        })
    };
    let on_select = {
        let (dispatch, menu) = (dispatch.clone(), menu.clone());
        Callback::from(move |path: NodePath| {
            menu.set(None);
            dispatch.emit(AnalysisAction::Go(path));
        })
    };
    let on_menu = {
        let (dispatch, menu) = (dispatch.clone(), menu.clone());
        Callback::from(move |path: NodePath| {
            dispatch.emit(AnalysisAction::Go(path.clone()));
            menu.set(Some(path));
        })
    };
    let menu_item = |action: &'static str, label: &'static str, edit: AnalysisAction| {
        let (dispatch, menu) = (dispatch.clone(), menu.clone());
        html! {
            <button type="button" class="button" role="menuitem" data-action={action}
                onclick={Callback::from(move |_: MouseEvent| {
                    menu.set(None);
                    dispatch.emit(edit.clone());
                })}>
                { label }
            </button>
        }
    };
    let move_menu = (*menu).clone().filter(|at| *at == path).map(|at| {
        html! {
            <div class="move-menu" role="menu" aria-label={texts.menu} data-menu={at.to_string()}>
                if !at.is_mainline() {
                    { menu_item("promote", texts.promote, AnalysisAction::Promote(at.clone())) }
                }
                { menu_item("delete", texts.delete, AnalysisAction::Delete(at.clone())) }
            </div>
        }
    });
    let feedback = match *copied {
        Some(true) => Some(texts.copied),
        Some(false) => Some(texts.not_copied),
        None => None,
    };

    html! {
        <div class="app analysis-screen" data-lang={lang.code()} data-screen="analysis">
            <header class="topbar">
                { brand(html! { <h1 class="brand-tagline">{ texts.title }</h1> }) }
            </header>
            <main class="layout">
                <section class="board-area" aria-label={words::ui::texts(lang).board}>
                    <Board ..board />
                </section>
                <aside class="side-panel analysis-panel">
                    <section class="panel-card moves" aria-labelledby="analysis-moves-title">
                        <h2 id="analysis-moves-title" class="card-title">{ texts.moves }</h2>
                        <div class="move-scroller">
                            if tree.moves.is_empty() {
                                <p class="moves-empty">{ texts.empty }</p>
                            }
                            <MoveTree tree={tree.clone()} current={path.clone()} {lang} {on_select} on_menu={Some(on_menu)} {judgements} />
                        </div>
                        { for move_menu }
                        <p class="visually-hidden" aria-live="polite" data-analysis-shown="">
                            { words::analysis::shown(tree, &path, lang) }
                        </p>
                        if let Some(error) = analysis.refused() {
                            <p class="notice" role="alert" data-notice="">{ words::analysis::refusal(error, lang) }</p>
                        }
                    </section>
                    { navigator(&NavigatorProps {
                        lang,
                        enabled: [!path.is_start(), !path.is_start(), has_next, has_next],
                        viewing: None,
                        on_nav: dispatch.reform(|nav: Nav| AnalysisAction::Step(nav.into())),
                    }) }
                    { card }
                    <section class="panel-card analysis-card">
                        <div class="tool-row">
                            { action_button("button", "promote", !on_variation, None, texts.promote, send(AnalysisAction::Promote(path.clone()))) }
                            { action_button("button", "delete", path.is_start(), None, texts.delete, send(AnalysisAction::Delete(path.clone()))) }
                        </div>
                        <label class="analysis-comment">
                            <span>{ comment_label }</span>
                            <textarea
                                key={path.to_string()}
                                rows="3"
                                data-comment-field=""
                                value={tree.comment(&path)}
                                onchange={on_comment}
                            />
                        </label>
                        <div class="tool-row">
                            { action_button("button", "copy-pgn", false, None, texts.copy_pgn, on_copy) }
                            { action_button("button primary", "leave-analysis", false, None, texts.leave, click(&props.on_event.reform(|()| ToolEvent::Close))) }
                        </div>
                        if let Some(feedback) = feedback {
                            <p class="dialog-hint" role="status">{ feedback }</p>
                        }
                        <p class="dialog-hint">{ texts.hint }</p>
                    </section>
                </aside>
            </main>
        </div>
    }
}
