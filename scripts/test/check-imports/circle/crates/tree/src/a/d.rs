pub struct D;
pub fn c() -> crate::a::b::c::C {
    crate::a::b::c::C
}
