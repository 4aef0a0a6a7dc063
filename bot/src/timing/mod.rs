//! The correspondence clock's arithmetic and a player's own hours (issue 17): time banks,
//! time zones, quiet hours and the daily digest. Pure: times are Unix seconds, and the
//! scheduler and the service decide what to do with them.

mod bank;
mod local;

pub use bank::{BankError, TimeBank};
pub use local::{DigestTime, LocalDay, QuietHours, Zone};
