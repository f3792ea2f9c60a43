use crate::embed::options::Frame;
