//! Diagrams as pictures: an SVG drawn on a canvas at 1× or 2× and given as
//! a PNG, and a PNG put on the clipboard where the browser allows images
//! there. Everything fails soft: a refusal reaches the caller as `None` or
//! `false`, never a panic.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Object, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    Blob, CanvasRenderingContext2d, Clipboard, ClipboardItem, HtmlCanvasElement, HtmlImageElement,
};

/// The caller's callback, taken by whichever of the image's handlers runs
/// first.
type Done = Rc<RefCell<Option<Box<dyn FnOnce(Option<Blob>)>>>>;

/// Draws `svg` (`width` × `height` CSS pixels) at `scale` on a canvas and
/// calls `done` with its PNG, or `None` if the browser could not.
pub fn png_of_svg(
    svg: &str,
    width: u32,
    height: u32,
    scale: u32,
    done: impl FnOnce(Option<Blob>) + 'static,
) {
    let done: Done = Rc::new(RefCell::new(Some(Box::new(done))));
    let finish = {
        let done = done.clone();
        move |blob: Option<Blob>| {
            if let Some(done) = done.borrow_mut().take() {
                done(blob);
            }
        }
    };
    let Ok(image) = HtmlImageElement::new() else {
        finish(None);
        return;
    };
    let (width, height) = (width.saturating_mul(scale), height.saturating_mul(scale));
    let onload = {
        let (image, finish) = (image.clone(), finish.clone());
        Closure::once(move || {
            let Some(canvas) = canvas(width, height) else {
                finish(None);
                return;
            };
            let drawn = canvas
                .get_context("2d")
                .ok()
                .flatten()
                .and_then(|context| context.dyn_into::<CanvasRenderingContext2d>().ok())
                .and_then(|context| {
                    context
                        .draw_image_with_html_image_element_and_dw_and_dh(
                            &image,
                            0.0,
                            0.0,
                            f64::from(width),
                            f64::from(height),
                        )
                        .ok()
                });
            if drawn.is_none() {
                finish(None);
                return;
            }
            let finish_blob = finish.clone();
            let callback = Closure::once_into_js(move |blob: JsValue| {
                finish_blob(blob.dyn_into::<Blob>().ok());
            });
            if canvas.to_blob(callback.unchecked_ref()).is_err() {
                finish(None);
            }
        })
    };
    let onerror = {
        let finish = finish.clone();
        Closure::once(move || finish(None))
    };
    image.set_onload(Some(onload.as_ref().unchecked_ref()));
    image.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    // Held by the image's handlers until one of them runs.
    onload.forget();
    onerror.forget();
    image.set_width(width);
    image.set_height(height);
    image.set_src(&svg_address(svg));
}

/// `svg` as a `data:` address, which the page's policy allows for images
/// (a `blob:` one it does not).
pub fn svg_address(svg: &str) -> String {
    format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    )
}

/// A canvas of that size, not in the page.
fn canvas(width: u32, height: u32) -> Option<HtmlCanvasElement> {
    let canvas: HtmlCanvasElement = web_sys::window()?
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    Some(canvas)
}

/// Whether the browser can put an image on the clipboard.
pub fn can_copy_image() -> bool {
    let global = js_sys::global();
    let has_item =
        Reflect::get(&global, &JsValue::from_str("ClipboardItem")).is_ok_and(|c| c.is_function());
    has_item && clipboard().is_some()
}

fn clipboard() -> Option<Clipboard> {
    let navigator = web_sys::window()?.navigator();
    Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .ok()?
        .dyn_into::<Clipboard>()
        .ok()
}

/// Puts the PNG of `svg` on the clipboard, then calls `done` with whether
/// it worked. Called in the click itself: the clipboard item holds the
/// promise of the picture, which the browser waits for.
pub fn copy_png_of_svg(
    svg: &str,
    width: u32,
    height: u32,
    scale: u32,
    done: impl FnOnce(bool) + 'static,
) {
    let Some(clipboard) = clipboard().filter(|_| can_copy_image()) else {
        done(false);
        return;
    };
    let svg = svg.to_string();
    let picture = Promise::new(&mut |resolve, reject| {
        png_of_svg(&svg, width, height, scale, move |blob| {
            let _ = match blob {
                Some(blob) => resolve.call1(&JsValue::NULL, &blob),
                None => reject.call0(&JsValue::NULL),
            };
        });
    });
    let record = Object::new();
    if Reflect::set(&record, &JsValue::from_str("image/png"), &picture).is_err() {
        done(false);
        return;
    }
    let Ok(item) = ClipboardItem::new_with_record_from_str_to_blob_promise(&record) else {
        done(false);
        return;
    };
    let promise = clipboard.write(&Array::of1(&item));
    wasm_bindgen_futures::spawn_local(async move {
        done(JsFuture::from(promise).await.is_ok());
    });
}
