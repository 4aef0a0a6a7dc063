//! The clocks' arithmetic and a player's own hours: time banks, time zones, quiet hours and
//! the daily digest (issue 17), live clocks (issue 33). Pure: times are Unix seconds (a live
//! clock's, milliseconds), and the scheduler and the service decide what to do with them.

mod bank;
mod live;
mod local;

pub use bank::{BankError, TimeBank};
pub use live::{LiveClock, LiveError};
pub use local::{DigestTime, LocalDay, QuietHours, Zone};
