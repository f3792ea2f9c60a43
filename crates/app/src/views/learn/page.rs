//! The course's page: its reducer, and what it keeps in step with the
//! browser — the address (each lesson and exercise has its own, the back
//! button works), the progress in storage, the page's language and title,
//! and, for a lesson embedded in another page, that page's iframe height.

use std::rc::Rc;

use gloo::events::EventListener;
use roque_rules::Lang;
use web_sys::Element;
use yew::prelude::*;

use crate::browser::storage::ProgressSaver;
use crate::browser::{address, host_page, prefs, reveal, sound};
use crate::model::host_page::Frame;
use crate::state::hand::HandAction;
use crate::state::learn::{LearnAction, LearnState, Route};
use crate::views::brand::brand;
use crate::views::controls::LangSwitch;
use crate::views::learn::lesson::lesson_view;
use crate::views::learn::links::{follow, href};
use crate::views::learn::list::LessonList;
use crate::words;
use crate::words::narrator::Cue;

/// Whether the page was opened as the course (`?learn`).
pub fn is_learn() -> bool {
    address::has_param("learn")
}

fn route_from_address() -> Route {
    Route::from_params(
        address::param("learn").as_deref(),
        address::param("n").as_deref(),
    )
}

/// The course's page.
#[component]
pub fn LearnPage() -> Html {
    let saver = use_memo((), |_| ProgressSaver::default());
    // Read once: the page's own links keep it in the address anyway.
    let bare = *use_memo((), |_| {
        address::has_param("bare") || address::has_param("embed")
    });
    let state = {
        let saver = saver.clone();
        use_reducer(move || {
            let (progress, problem) = saver.load();
            LearnState::new(
                route_from_address(),
                address::lang(),
                bare,
                progress,
                problem,
            )
        })
    };
    let lang = state.lang();
    let root = use_node_ref();

    // The progress goes to storage whenever it changes.
    {
        let saver = saver.clone();
        use_effect_with(state.progress().clone(), move |progress| {
            saver.save(progress)
        });
    }

    // The player's display preferences (theme, board colours), as in the
    // game; an embedded lesson follows the system's, as embedded boards do.
    // The sounds too: the board's replies sound like the computer's moves.
    use_effect_with(bare, |bare| {
        let listeners = (!*bare).then(|| {
            let stored = prefs::load();
            prefs::apply(stored);
            sound::set_muted(stored.muted);
            sound::listen_for_gestures()
        });
        move || drop(listeners)
    });
    {
        let said = state.attempt().map(|attempt| attempt.said_count);
        let reply = state.attempt().and_then(|attempt| attempt.reply());
        use_effect_with(said, move |_| {
            if let Some((before, mv)) = reply.filter(|_| !bare) {
                sound::play(Cue::of_move(&before, mv));
            }
        });
    }

    // What is said of an attempt is brought into view: on a phone the
    // panel is under the board, and an answer below the screen's edge
    // would go unread (not in a frame: scrolling there moves the host page).
    {
        let said = state.attempt().map(|attempt| attempt.said_count);
        use_effect_with(said, move |said| {
            if !bare && said.is_some_and(|count| count > 0) {
                reveal::reveal_first("[data-said] > p");
            }
        });
    }

    // The page's language and title.
    {
        let title = match state.lesson() {
            Some(lesson) => format!(
                "{} — {}",
                lesson.title.get(lang),
                words::learn::page_title(lang)
            ),
            None => words::learn::page_title(lang),
        };
        use_effect_with((lang, title), |(lang, title)| {
            address::set_document_lang(*lang);
            address::set_title(title);
        });
    }

    // The address follows what is shown (not on the first render: a bad
    // link stays in the address bar while its message is shown).
    {
        let first = use_mut_ref(|| true);
        let target = href(&state.query(), lang, bare);
        use_effect_with(target, move |target| {
            if !std::mem::take(&mut *first.borrow_mut()) {
                address::push_query(target.trim_start_matches('?'));
            }
        });
    }

    // When another exercise or the list opens (not on the first render),
    // the focus goes to its heading, so that keyboard and screen-reader
    // users start there rather than on the page's body.
    {
        let first = use_mut_ref(|| true);
        let shown = (state.lesson().map(|l| l.id), state.index());
        use_effect_with(shown, move |_| {
            if !std::mem::take(&mut *first.borrow_mut()) {
                address::focus_first("[data-focus-target]");
            }
        });
    }

    // The back and forward buttons.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = address::on_history_move(move || {
                dispatcher.dispatch(LearnAction::Follow(route_from_address()));
            });
            move || drop::<Option<EventListener>>(listener)
        });
    }

    // Escape puts the selected piece back.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = address::on_document_escape(move || {
                dispatcher.dispatch(LearnAction::Board(HandAction::Deselect));
            });
            move || drop::<Option<EventListener>>(listener)
        });
    }

    // An embedded lesson tells its page how tall it is, after every render
    // (the messages of the embedded board: `roque-embed.js` sizes the
    // iframe). Its name and the page's origin are read from the address it
    // was opened with, before the lesson's own links change it.
    {
        let frame_options = use_memo((), |_| host_page::frame_from_address());
        let tell = move |root: &NodeRef, frame_options: &Frame| {
            if let Some(element) = root.cast::<Element>().filter(|_| bare) {
                host_page::post_height(frame_options, element.get_bounding_client_rect().height());
            }
        };
        {
            let (root, frame_options) = (root.clone(), frame_options.clone());
            use_effect(move || tell(&root, &frame_options));
        }
        // A narrower frame makes a taller lesson.
        let root = root.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().filter(|_| bare).map(|window| {
                EventListener::new(&window, "resize", move |_| tell(&root, &frame_options))
            });
            move || drop::<Option<EventListener>>(listener)
        });
    }

    let texts = words::learn::texts(lang);
    let on_lang = {
        let state = state.clone();
        Callback::from(move |lang: Lang| state.dispatch(LearnAction::SetLang(lang)))
    };
    let problem = state.problem().map(|problem| {
        let on_dismiss = {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| state.dispatch(LearnAction::DismissProblem))
        };
        html! {
            <div class="learn-notice" role="alert" data-notice="progress">
                <p>{ words::learn::progress_problem(problem, crate::persist::keys::PROGRESS_KEY, lang) }</p>
                <button type="button" class="button" data-action="dismiss" onclick={on_dismiss}>{ texts.dismiss }</button>
            </div>
        }
    });
    let bad = state.bad_link().map(|bad| {
        let title = state.lesson().map(|l| l.title.get(lang));
        html! {
            <p class="learn-notice" role="alert" data-notice="bad-link">{ words::learn::bad_link(bad, title, lang) }</p>
        }
    });
    let body = match state.lesson() {
        Some(lesson) => lesson_view(&state, lesson),
        None => html! {
            <LessonList
                {lang}
                progress={Rc::new(state.progress().clone())}
                {bare}
                on_open={{
                    let state = state.clone();
                    Callback::from(move |route: Route| state.dispatch(LearnAction::Follow(route)))
                }}
                on_reset={{
                    let state = state.clone();
                    Callback::from(move |()| state.dispatch(LearnAction::ResetProgress))
                }}
            />
        },
    };
    let back_to_list = state.lesson().is_some().then(|| {
        html! {
            <a class="button" href={href("learn", lang, bare)} data-action="all-lessons" onclick={follow(&state, Route::from_params(None, None))}>
                { texts.all_lessons }
            </a>
        }
    });
    if bare {
        return html! {
            <div class="learn bare" ref={root} data-lang={lang.code()}>
                { for problem }
                { for bad }
                <main class="learn-main">{ body }</main>
            </div>
        };
    }
    html! {
        <div class="learn app" ref={root} data-lang={lang.code()}>
            <header class="topbar">
                { brand(html! { <p class="brand-tagline">{ texts.learn }</p> }) }
                <nav class="topbar-tools learn-nav" aria-label={texts.learn}>
                    { for back_to_list }
                    <a class="button" href={address::game_page(lang)} data-action="back-to-game">
                        { texts.back_to_game }
                    </a>
                    <LangSwitch {lang} on_change={on_lang} />
                </nav>
            </header>
            { for problem }
            { for bad }
            <main class="learn-main">{ body }</main>
            <footer class="footer">
                { words::ui::texts(lang).footer }{ " " }<a href="regles.html">{ words::ui::rules_link(lang) }</a>
            </footer>
        </div>
    }
}
