//! What the adapter needs from the service: the one interface every adapter takes.

pub use crate::service::Backend;
