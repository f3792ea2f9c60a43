//! Bringing an element into view, scrolling the page no more than needed:
//! what the course says of a move, on a phone, where the panel is below
//! the board and would otherwise be under the screen's edge.

/// The room left between the element and the screen's edge, in CSS pixels.
const MARGIN: f64 = 8.0;

/// Scrolls the window just enough for the first element matching
/// `selector` to be in view (as `scrollIntoView({ block: "nearest" })`,
/// written with what the build already has of `web_sys`); nothing when it
/// already is, or when there is no such element.
pub fn reveal_first(selector: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(element) = window
        .document()
        .and_then(|d| d.query_selector(selector).ok().flatten())
    else {
        return;
    };
    let Some(height) = window.inner_height().ok().and_then(|h| h.as_f64()) else {
        return;
    };
    let rect = element.get_bounding_client_rect();
    let by = if rect.bottom() > height {
        // Below the edge: up by what is hidden, but never so far that its
        // top goes above the screen.
        (rect.bottom() - height + MARGIN).min(rect.top() - MARGIN)
    } else if rect.top() < 0.0 {
        rect.top() - MARGIN
    } else {
        return;
    };
    window.scroll_by_with_x_and_y(0.0, by);
}
