pub struct Board;
