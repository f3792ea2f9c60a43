pub struct Texts;
