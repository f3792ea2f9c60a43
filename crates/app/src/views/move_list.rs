//! The moves of the game in SAN, two to a line, under the opening's name.

use web_sys::Element;
use yew::prelude::*;

use crate::browser::frame;

/// One numbered line of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The move number.
    pub number: u32,
    /// White's move; `None` when the game started with Black to move.
    pub white: Option<AttrValue>,
    /// Black's reply, once played.
    pub black: Option<AttrValue>,
}

/// What the list shows.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveListProps {
    /// The heading.
    pub title: AttrValue,
    /// Shown before the first move.
    pub empty: AttrValue,
    /// The lines.
    pub rows: Vec<MoveRow>,
    /// The result token (`1-0`, `½-½`) once the game is over.
    #[prop_or_default]
    pub result: Option<AttrValue>,
    /// The number of moves after which the shown position stands, when it
    /// is not the last: that move is marked instead of the last.
    #[prop_or_default]
    pub shown: Option<usize>,
    /// Makes each move a button that shows the position after it (its
    /// number of moves played, from 1).
    #[prop_or_default]
    pub on_select: Option<Callback<usize>>,
    /// Shown under the heading: the opening's name.
    #[prop_or_default]
    pub children: Html,
}

/// The move list; it keeps its last line in view.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        use_effect_with(props.rows.clone(), move |rows| {
            // Reading the height lays the page out: not for an empty list
            // (the page's start), which has nothing to scroll, and not in
            // the click's task, where it would lay out a page that its
            // other changes then lay out again, but just before the frame,
            // which lays it out once.
            if rows.is_empty() {
                return;
            }
            if let Some(list) = scroller.cast::<Element>() {
                frame::before_paint(move || list.set_scroll_top(list.scroll_height()));
            }
        });
    }
    let count = props.rows.len();
    // A game that starts with Black has no White move on its first line.
    let offset = usize::from(props.rows.first().is_some_and(|row| row.white.is_none()));
    let rows = props.rows.iter().enumerate().map(|(i, row)| {
        let last_line = i + 1 == count;
        let last_is_white = row.black.is_none();
        // The number of moves played once this one is (from 1).
        let plies = |black: bool| (2 * i + usize::from(black) + 1).saturating_sub(offset);
        let cell = |san: &Option<AttrValue>, black: bool, last: bool| {
            let current = match props.shown {
                Some(shown) => plies(black) == shown,
                None => last,
            };
            match (san, &props.on_select) {
                (Some(san), Some(on_select)) => {
                    let ply = plies(black);
                    let on_select = on_select.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_select.emit(ply));
                    html! {
                        <button
                            type="button"
                            class={if current { "san current" } else { "san" }}
                            data-ply={ply.to_string()}
                            aria-current={current.then_some("step")}
                            {onclick}
                        >
                            { san.clone() }
                        </button>
                    }
                }
                (Some(san), None) => html! {
                    <span class={if current { "san current" } else { "san" }}>{ san.clone() }</span>
                },
                (None, _) => html! { <span class="san empty">{ if row.white.is_none() { "…" } else { "" } }</span> },
            }
        };
        html! {
            <li class="move-row" key={row.number}>
                <span class="move-number">{ format!("{}.", row.number) }</span>
                { cell(&row.white, false, last_line && last_is_white) }
                { cell(&row.black, true, last_line && !last_is_white) }
            </li>
        }
    });
    html! {
        <section class="panel-card moves" aria-labelledby="moves-title">
            <h2 id="moves-title" class="card-title">{ props.title.clone() }</h2>
            { props.children.clone() }
            // Focusable, so that a keyboard can scroll a long game.
            <div class="move-scroller" ref={scroller} tabindex="0" aria-labelledby="moves-title">
                if props.rows.is_empty() {
                    <p class="moves-empty">{ props.empty.clone() }</p>
                } else {
                    <ol class="move-list" data-moves="">{ for rows }</ol>
                }
                if let Some(result) = &props.result {
                    <p class="move-result">{ result.clone() }</p>
                }
            </div>
        </section>
    }
}

/// The result as the move list writes it.
pub fn result_token(outcome: roque_rules::Outcome) -> &'static str {
    match outcome.winner() {
        Some(roque_rules::Color::White) => "1-0",
        Some(roque_rules::Color::Black) => "0-1",
        None => "½-½",
    }
}

impl MoveRow {
    /// Numbers the moves `sans` of a game that started at move
    /// `first_number` with `first_turn` to move, two to a line.
    pub fn build(
        first_number: u32,
        first_turn: roque_rules::Color,
        sans: Vec<String>,
    ) -> Vec<MoveRow> {
        let mut rows: Vec<MoveRow> = Vec::new();
        let mut number = first_number;
        let mut moves = sans.into_iter().map(AttrValue::from);
        if first_turn == roque_rules::Color::Black {
            if let Some(black) = moves.next() {
                rows.push(MoveRow {
                    number,
                    white: None,
                    black: Some(black),
                });
                number = number.saturating_add(1);
            }
        }
        while let Some(white) = moves.next() {
            rows.push(MoveRow {
                number,
                white: Some(white),
                black: moves.next(),
            });
            number = number.saturating_add(1);
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Color;

    fn sans(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn pairs_moves_from_white() {
        let rows = MoveRow::build(1, Color::White, sans(&["e4", "e5", "Cf3"]));
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].number, 1);
        assert_eq!(rows[0].black.as_deref(), Some("e5"));
        assert_eq!(rows[1].number, 2);
        assert_eq!(rows[1].white.as_deref(), Some("Cf3"));
        assert_eq!(rows[1].black, None);
    }

    #[test]
    fn a_game_starting_with_black_opens_with_an_ellipsis_line() {
        let rows = MoveRow::build(12, Color::Black, sans(&["Rxe1", "Dxe1"]));
        assert_eq!(rows[0].number, 12);
        assert_eq!(rows[0].white, None);
        assert_eq!(rows[0].black.as_deref(), Some("Rxe1"));
        assert_eq!(rows[1].number, 13);
        assert_eq!(rows[1].white.as_deref(), Some("Dxe1"));
    }
}
