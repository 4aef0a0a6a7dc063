//! Tests on a manual clock: a fixed start and the options of a service that reads the time
//! from that clock.

use std::sync::Arc;

use bot::clock::ManualClock;
use bot::service::ServiceOptions;

/// 2027-01-15 08:00 UTC: any fixed time will do.
pub const T0: i64 = 1_800_000_000;

/// A service on `clock`, without images: these tests read the replies' text.
pub fn options(clock: &Arc<ManualClock>) -> ServiceOptions {
    ServiceOptions {
        clock: clock.clone(),
        images: false,
        ..ServiceOptions::default()
    }
}
