//! The list of lessons, by group, each with its progress: how many
//! exercises are solved, and its stars.

use std::rc::Rc;

use roque_course::{Group, Lesson};
use roque_rules::Lang;
use yew::prelude::*;

use crate::persist::progress::Progress;
use crate::state::learn::Route;
use crate::views::learn::links::{follow_with, href, tips_page};
use crate::words;

/// What the list shows.
#[derive(Properties, PartialEq, Clone)]
pub struct LessonListProps {
    /// The interface's language.
    pub lang: Lang,
    /// Which exercises are solved.
    pub progress: Rc<Progress>,
    /// The page is embedded: links keep its bare layout.
    pub bare: bool,
    /// A lesson's link was followed.
    pub on_open: Callback<Route>,
    /// The learner confirmed erasing the progress.
    pub on_reset: Callback<()>,
}

fn lesson_item(lesson: &'static Lesson, props: &LessonListProps) -> Html {
    let lang = props.lang;
    let total = lesson.exercises.len();
    let solved = props.progress.solved(lesson.id, total);
    let (drawn, said) = words::learn::stars(props.progress.stars(lesson.id, total), lang);
    let onclick = follow_with(&props.on_open, Route::from_params(Some(lesson.id), None));
    html! {
        <li>
            <a
                class={classes!("lesson-link", (solved == total).then_some("done"))}
                href={href(&Route::query(Some(lesson), 0), lang, props.bare)}
                data-lesson={lesson.id}
                data-solved={solved.to_string()}
                data-total={total.to_string()}
                {onclick}
            >
                <span class="lesson-title">{ lesson.title.get(lang) }</span>
                <span class="lesson-count">{ words::learn::solved_count(solved, total, lang) }</span>
                <span class="lesson-stars" role="img" aria-label={said}>{ drawn }</span>
            </a>
        </li>
    }
}

/// The lessons, by group.
#[component]
pub fn LessonList(props: &LessonListProps) -> Html {
    let lang = props.lang;
    let texts = words::learn::texts(lang);
    let confirming = use_state_eq(|| false);
    let groups = Group::ALL.iter().map(|group| {
        let lessons = roque_course::lessons()
            .iter()
            .filter(|lesson| lesson.group == *group)
            .map(|lesson| lesson_item(lesson, props));
        html! {
            <section class="lesson-group panel-card">
                <h2 class="card-title">{ group.title().get(lang) }</h2>
                <ul class="lesson-list">{ for lessons }</ul>
            </section>
        }
    });
    let confirm_on_click = |value: bool| {
        confirming
            .setter()
            .to_callback()
            .reform(move |_: MouseEvent| value)
    };
    let ask = confirm_on_click(true);
    let keep = confirm_on_click(false);
    let erase = {
        let (confirming, on_reset) = (confirming.clone(), props.on_reset.clone());
        Callback::from(move |_: MouseEvent| {
            on_reset.emit(());
            confirming.set(false);
        })
    };
    html! {
        <div class="lessons" data-learn="list">
            <h1 class="learn-title" tabindex="-1" data-focus-target="">{ texts.heading }</h1>
            <p class="learn-intro">{ texts.intro }</p>
            <div class="lesson-groups">{ for groups }</div>
            <p class="learn-rule">{ words::learn::stars_rule(lang) }</p>
            // An embedded list keeps to the course: the page of advice is
            // not framed.
            if !props.bare {
                <p class="learn-tips">
                    <a href={tips_page(lang)} hreflang={lang.code()} data-action="tips">{ texts.tips }</a>
                </p>
            }
            <div class="learn-reset">
                if *confirming {
                    <div class="confirm" role="group" aria-label={texts.reset_confirm}>
                        <span>{ texts.reset_confirm }</span>
                        <button type="button" class="button danger" data-action="confirm-reset" onclick={erase}>{ texts.reset_yes }</button>
                        <button type="button" class="button" data-action="cancel-reset" onclick={keep}>{ texts.reset_no }</button>
                    </div>
                } else if !props.progress.is_empty() {
                    <button type="button" class="button" data-action="reset-progress" onclick={ask}>{ texts.reset }</button>
                }
            </div>
        </div>
    }
}
