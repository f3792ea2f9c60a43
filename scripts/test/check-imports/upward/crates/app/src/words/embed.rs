pub fn say() -> &'static str {
    let _ = super::super::embed::state::WrongMove;
    "words"
}
