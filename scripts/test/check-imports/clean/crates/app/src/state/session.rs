use super::super::model::clock::{self, Clock};
pub struct Session;
#[cfg(test)]
mod tests {
    use crate::views::board::Board;
}
