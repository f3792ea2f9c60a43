// The engine's Web Worker (crates/app/src/browser/computer.rs starts it
// from this file): the wasm-bindgen glue, then its wasm. Ours rather than
// Trunk's loader shim, which passes the wasm's path bare: wasm-bindgen's
// glue then warns in the console that the initialization's parameters are
// deprecated; it asks for the object form.
importScripts('./roque-worker.js');
wasm_bindgen({ module_or_path: './roque-worker_bg.wasm' });
