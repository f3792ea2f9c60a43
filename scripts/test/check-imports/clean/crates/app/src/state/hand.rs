use super::session::Session;
use crate::{model::clock::Clock, state::session};
pub struct Hand(Clock, Session);
