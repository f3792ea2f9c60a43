pub mod hand;
