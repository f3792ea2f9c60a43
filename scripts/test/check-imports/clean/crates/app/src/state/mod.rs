pub mod hand;
pub mod session;
pub use crate::views::board::Board as ReExported;
