//! The Roque app: placeholder
