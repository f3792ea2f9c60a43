//! The move list of a game's tree (the analysis board's, the embedded
//! board's game viewer's): the main line and, inline in brackets and
//! smaller, its variations to any depth, as lichess's analysis board shows
//! them; each move's glyphs after it and its comments beside it. Every
//! move is a button that shows its position (`[data-move]`, with its
//! English SAN in `data-san`, its ply in `data-ply` and its place in the
//! tree in `data-path`); a variation is a `[data-variation]`, a comment a
//! `[data-comment]`. A reviewed main line's moves carry their judgement
//! (`data-judgement`, and its glyph).

use std::rc::Rc;

use roque_engine::review::Judgement;
use roque_rules::{nag_symbol, Color, Lang, NodePath, PgnGame, PgnNode, Position};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::state::tree_walk::Step;
use crate::words;

/// What the list shows.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveTreeProps {
    /// The tree.
    pub tree: PgnGame,
    /// The node shown on the board.
    pub current: NodePath,
    /// The language of the moves' piece letters.
    pub lang: Lang,
    /// A move was chosen: show its position.
    pub on_select: Callback<NodePath>,
    /// A move's menu was asked for (right click, or the context-menu key),
    /// where the list has one.
    #[prop_or_default]
    pub on_menu: Option<Callback<NodePath>>,
    /// The review's judgement of each move of the main line, the first
    /// move first, when it has been reviewed.
    #[prop_or_default]
    pub judgements: Option<Rc<Vec<Option<Judgement>>>>,
}

/// The list.
#[component]
pub fn MoveTree(props: &MoveTreeProps) -> Html {
    let tree = &props.tree;
    html! {
        <div class="move-tree" data-moves="">
            { for tree.comments.iter().map(|text| comment(text)) }
            { line(props, &tree.moves, tree.start, &NodePath::start(), 0) }
        </div>
    }
}

/// A comment, as its own element.
fn comment(text: &str) -> Html {
    html! { <span class="comment" data-comment="">{ text.to_string() }</span> }
}

/// The moves of a line, each followed by its variations: `nodes`, from
/// `position` (at the path `before`), the first of them child
/// `first_index` of that position (0 on the main line).
fn line(
    props: &MoveTreeProps,
    nodes: &[PgnNode],
    mut position: Position,
    before: &NodePath,
    first_index: usize,
) -> Html {
    let mut parts = Vec::with_capacity(nodes.len());
    let mut path = before.clone();
    // A Black move carries its number when a line starts with it, or after
    // a comment or a variation.
    let mut numbered = true;
    for (i, node) in nodes.iter().enumerate() {
        let parent = path.clone();
        path = parent.child(if i == 0 { first_index } else { 0 });
        for text in &node.comments_before {
            parts.push(comment(text));
            numbered = true;
        }
        parts.push(move_button(props, node, &position, &path, numbered));
        for text in &node.comments_after {
            parts.push(comment(text));
        }
        numbered = !node.comments_after.is_empty();
        // The variations stand beside this move: they start from the
        // position before it, as children 1, 2, … of that position.
        for (k, variation) in node.variations.iter().enumerate() {
            parts.push(html! {
                <span class="variation" data-variation="">
                    { line(props, variation, position, &parent, k + 1) }
                </span>
            });
            numbered = true;
        }
        if position.play(node.mv).is_err() {
            // The reader only keeps legal moves; a tree edited by hand
            // that is not stops here.
            break;
        }
    }
    html! { <>{ for parts }</> }
}

/// One move: its number when it needs one, its SAN and glyphs.
fn move_button(
    props: &MoveTreeProps,
    node: &PgnNode,
    before: &Position,
    path: &NodePath,
    numbered: bool,
) -> Html {
    let number = match before.turn() {
        Color::White => Some(format!("{}.", before.fullmove_number())),
        Color::Black if numbered => Some(format!("{}…", before.fullmove_number())),
        Color::Black => None,
    };
    let current = *path == props.current;
    let judgement = path
        .is_mainline()
        .then(|| {
            props
                .judgements
                .as_ref()?
                .get(path.ply().checked_sub(1)?)
                .copied()
                .flatten()
        })
        .flatten();
    // A review written into the tree gave the move its judgement's glyph:
    // shown once, as the judgement (which says its name).
    let judged_nag = judgement.map(Judgement::nag);
    let glyphs: String = node
        .nags
        .iter()
        .filter(|&&nag| Some(nag) != judged_nag)
        .filter_map(|&nag| nag_symbol(nag))
        .collect();
    let onclick = {
        let (on_select, path) = (props.on_select.clone(), path.clone());
        Callback::from(move |_: MouseEvent| on_select.emit(path.clone()))
    };
    let oncontextmenu = props.on_menu.clone().map(|on_menu| {
        let path = path.clone();
        Callback::from(move |event: MouseEvent| {
            event.prevent_default();
            on_menu.emit(path.clone());
        })
    });
    html! {
        <>
            if let Some(number) = number {
                <span class="move-number">{ number }</span>
            }
            <button
                type="button"
                class={classes!("san", current.then_some("current"), path.is_mainline().then_some("main"))}
                data-move=""
                data-san={node.san.to_string()}
                data-ply={path.ply().to_string()}
                data-path={path.to_string()}
                data-judgement={judgement.map(Judgement::code)}
                aria-current={current.then_some("step")}
                {onclick}
                {oncontextmenu}
            >
                { node.san.to_string_with(props.lang.piece_letters()) }
                if !glyphs.is_empty() {
                    <span class="nag">{ glyphs }</span>
                }
                if let Some(judgement) = judgement {
                    <span class="judgement" aria-label={words::review::judgement(judgement, props.lang)}>{ judgement.glyph() }</span>
                }
            </button>
        </>
    }
}

/// The step a key press means in a tree's list, if any: the arrows
/// (← → along the line, ↑ ↓ between the alternatives), Home and End,
/// without modifiers.
pub fn step_key(e: &KeyboardEvent) -> Option<Step> {
    if e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
        return None;
    }
    Some(match e.key().as_str() {
        "ArrowLeft" => Step::Back,
        "ArrowRight" => Step::Forward,
        "ArrowUp" => Step::Up,
        "ArrowDown" => Step::Down,
        "Home" => Step::First,
        "End" => Step::Last,
        _ => return None,
    })
}
