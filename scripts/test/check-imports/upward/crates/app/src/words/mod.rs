pub mod embed;
pub mod ui;
use self::ui::Texts;
