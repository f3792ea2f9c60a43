//! Online play by room link (« Jouer en ligne », `online.html?online…`):
//! the page ([`page::OnlinePage`]), its form that creates a room and the
//! room's link with its QR code ([`setup`]), and the room itself with the
//! app's board, clocks and offers ([`room`]).

pub mod finished;
pub mod handle;
pub mod page;
pub mod room;
pub mod setup;
