//! What live clocks say (`LANG/live.ftl`): the time control in a challenge and at the start,
//! each side's time in captions and on `!board`, the end on time.

use super::say::LiveClockInfo;
use super::{Args, Tr};

impl Tr {
    /// A game starts on a live clock: how it works, in one sentence.
    pub(super) fn live_rule(self, clock: &str) -> String {
        self.plain("clock-rule-live", Args::new().s("clock", clock))
    }

    /// "Live 5+3: White 4:32, Black 0:09.8".
    pub(super) fn live_line(self, clock: &LiveClockInfo) -> String {
        self.plain(
            "clock-line-live",
            Args::new()
                .s("clock", clock.rule.to_string())
                .s("white", clock_time(clock.white))
                .s("black", clock_time(clock.black)),
        )
    }

    /// "No move in time (live 5+3)."
    pub(super) fn live_timed_out(self, clock: &str) -> String {
        self.plain("timed-out-live", Args::new().s("clock", clock))
    }
}

/// Milliseconds as a chess clock shows them: `4:32`, `1:02:05` from an hour, tenths under
/// ten seconds (`0:09.8`); never below zero, and never a time a player does not have yet
/// (rounded down).
pub(super) fn clock_time(ms: i64) -> String {
    let ms = ms.max(0);
    let seconds = ms / 1_000;
    let (hours, minutes, seconds) = (seconds / 3_600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if ms < 10_000 {
        format!("{minutes}:{seconds:02}.{}", ms % 1_000 / 100)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times_read_as_on_a_chess_clock() {
        assert_eq!(clock_time(300_000), "5:00");
        assert_eq!(clock_time(272_999), "4:32");
        assert_eq!(clock_time(3_725_000), "1:02:05");
        assert_eq!(clock_time(9_870), "0:09.8");
        assert_eq!(clock_time(10_000), "0:10");
        assert_eq!(clock_time(-5), "0:00.0");
    }
}
