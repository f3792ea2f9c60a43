use crate::state::{hand::Hand, session::Session as S};
