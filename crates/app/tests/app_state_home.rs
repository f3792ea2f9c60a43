//! The app's reducer stays home: no file outside
//! `crates/app/src/state/app_state/` constructs, clones or owns an
//! [`AppState`](roque_app::state::app_state::AppState) — in particular no
//! page borrows the app's whole reducer to learn what a gesture did (each
//! page owns a `Hand`, whose outcome says it).
//!
//! The check reads the sources. Outside `state/app_state/`, the name
//! `AppState` may appear in code only borrowed (`&AppState`) or imported
//! (`use …`): owning one (a field, a `let x: AppState`, a returned
//! `AppState`), constructing one (`AppState::new`, `AppState::with_game`,
//! `AppState::resume`, `AppState { … }`) or naming it in a generic
//! (`Rc<AppState>`, `Option<AppState>`) all name it otherwise, and fail.
//! A borrowed state cloned through inference (`let copy = state.clone()`)
//! would escape a reading of names; it could then be kept only in a local
//! whose type is never written, and the review of ARCHITECTURE.md's rule
//! covers that. The one exception is the app's page, `views/app/mod.rs`,
//! which holds the state through `use_reducer_eq` and builds the first
//! state and the prerendered one, with `views/app/live.rs`, its `Live`
//! wrapper, which clones it in `reduce`.

use std::fs;
use std::path::{Path, PathBuf};

/// The files allowed to own an `AppState`, besides `state/app_state/`.
const HOLDS_THE_REDUCER: &[&str] = &["views/app/mod.rs", "views/app/live.rs"];

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The code of a line: what comes before a `//` comment.
fn code(line: &str) -> &str {
    line.split("//").next().unwrap_or_default()
}

/// Each place in `text` where `AppState` is named other than borrowed or
/// imported.
fn owned_uses(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let code = code(line);
        if code.trim_start().starts_with("use ") {
            continue;
        }
        let mut rest = code;
        let mut offset = 0;
        while let Some(at) = rest.find("AppState") {
            let start = offset + at;
            let before = code[..start].chars().next_back();
            let after = code[start + "AppState".len()..].chars().next();
            let word = !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                && !after.is_some_and(|c| c.is_alphanumeric() || c == '_');
            if word && before != Some('&') {
                found.push((number + 1, line.trim().to_owned()));
            }
            offset = start + "AppState".len();
            rest = &code[offset..];
        }
    }
    found
}

#[test]
fn only_the_reducer_and_its_page_own_an_app_state() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let home = src.join("state").join("app_state");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 50, "the sources were found: {}", files.len());
    let mut strays = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap_or(&file);
        let name = relative.to_string_lossy().replace('\\', "/");
        if file.starts_with(&home) || HOLDS_THE_REDUCER.contains(&name.as_str()) {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap_or_default();
        for (line, code) in owned_uses(&text) {
            strays.push(format!("{name}:{line}: {code}"));
        }
    }
    assert!(
        strays.is_empty(),
        "AppState owned, built or cloned outside state/app_state/ (see this test's doc):\n{}",
        strays.join("\n")
    );
}

#[test]
fn the_check_sees_what_it_forbids() {
    let forbidden = [
        "    board: AppState,",
        "let copy = AppState::with_game(game, lang, color, None);",
        "fn board() -> AppState {",
        "let shared: Rc<AppState> = state;",
    ];
    for line in forbidden {
        assert_eq!(owned_uses(line).len(), 1, "{line}");
    }
    let allowed = [
        "fn view(state: &AppState) -> Html {",
        "use crate::state::app_state::{Action, AppState};",
        "// an AppState in a comment",
        "struct AppStateful;",
    ];
    for line in allowed {
        assert!(owned_uses(line).is_empty(), "{line}");
    }
}
