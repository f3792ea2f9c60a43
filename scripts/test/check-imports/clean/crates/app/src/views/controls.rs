pub fn icon() {}
