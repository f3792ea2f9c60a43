pub struct WrongMove;
