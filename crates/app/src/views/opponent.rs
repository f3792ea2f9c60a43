//! The opponent chooser: two players, or the computer — with the player's
//! colour and the computer's level.

use roque_engine::Level;
use roque_rules::{Color, Lang};
use yew::prelude::*;

use crate::model::options::Opponent;
use crate::views::segment::{segment, segmented_setting};
use crate::words;

/// What the chooser shows.
#[derive(Properties, PartialEq, Clone)]
pub struct OpponentPickerProps {
    /// The opponent now.
    pub opponent: Opponent,
    /// The language of the labels.
    pub lang: Lang,
    /// Another opponent, colour or level was chosen.
    pub on_change: Callback<Opponent>,
}

/// The chooser, in a card of the side panel.
#[component]
pub fn OpponentPicker(props: &OpponentPickerProps) -> Html {
    let texts = words::ui::texts(props.lang);
    let emit = |opponent: Opponent| {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(opponent))
    };
    // Switching to the computer keeps a level chosen before, and gives the
    // player the side at the bottom of the board.
    let level = match props.opponent {
        Opponent::Computer { level, .. } => level,
        Opponent::Human => Level::new(3).unwrap_or_default(),
    };
    let computer = props.opponent.computer();
    let against_computer = Opponent::Computer {
        computer: computer.unwrap_or(Color::Black),
        level,
    };
    // The player's side and the computer's level, once it plays.
    let sides = |computer: Color| -> Html {
        [Color::White, Color::Black]
            .into_iter()
            .map(|player| {
                segment(
                    player.plate_name(props.lang).to_string(),
                    player != computer,
                    ("colour", player.fold("white", "black")),
                    emit(Opponent::Computer {
                        computer: !player,
                        level,
                    }),
                    None,
                )
            })
            .collect()
    };
    let levels = |computer: Color| -> Html {
        Level::all()
            .map(|each| {
                segment(
                    each.number().to_string(),
                    each == level,
                    ("level", each.number().to_string()),
                    emit(Opponent::Computer {
                        computer,
                        level: each,
                    }),
                    None,
                )
            })
            .collect()
    };
    html! {
        <section class="options-group opponent" aria-label={texts.opponent}>
            { segmented_setting("opponent-label", texts.opponent, "segmented", html! { <>
                { segment(texts.two_players.to_string(), computer.is_none(), ("opponent", "human"), emit(Opponent::Human), None) }
                { segment(texts.computer.to_string(), computer.is_some(), ("opponent", "computer"), emit(against_computer), None) }
            </> }) }
            if let Some(computer) = computer {
                { segmented_setting("colour-label", texts.you_play, "segmented", sides(computer)) }
                { segmented_setting("level-label", texts.level, "segmented levels", levels(computer)) }
            }
        </section>
    }
}
