//! What the bot says about its limits against floods (`LANG/flood.ftl`).

use super::{Args, Tr};
use crate::message::Span;

/// The messages of the limits against floods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloodSay {
    /// The person sends commands faster than their budget: the next ones are ignored for
    /// `seconds`.
    SlowDown { seconds: u64 },
    /// The channel as a whole does.
    ChannelSlowDown { seconds: u64 },
    /// The person asked for an analysis while one of theirs runs.
    AnalysisOfYoursUnderWay,
    /// The person has as much engine work waiting as they may.
    EngineQueueFull { count: usize },
}

impl Tr {
    pub(super) fn flood(self, say: &FloodSay) -> Vec<Span> {
        let seconds = |s: u64| Args::new().i("seconds", i64::try_from(s).unwrap_or(i64::MAX));
        match say {
            FloodSay::SlowDown { seconds: s } => self.say("flood-slow-down", seconds(*s)),
            FloodSay::ChannelSlowDown { seconds: s } => {
                self.say("flood-channel-slow-down", seconds(*s))
            }
            FloodSay::AnalysisOfYoursUnderWay => {
                self.say("flood-analysis-of-yours-under-way", Args::new())
            }
            FloodSay::EngineQueueFull { count } => self.say(
                "flood-engine-queue-full",
                Args::new().i("count", *count as i64),
            ),
        }
        .done()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Say, reply};

    #[test]
    fn every_language_says_how_long_to_wait() {
        for lang in Lang::ALL {
            let text = reply(&Say::Flood(FloodSay::SlowDown { seconds: 21 }), lang).plain_text();
            assert!(text.contains("21"), "{lang:?}: {text}");
            let text =
                reply(&Say::Flood(FloodSay::ChannelSlowDown { seconds: 3 }), lang).plain_text();
            assert!(text.contains('3'), "{lang:?}: {text}");
            for say in [
                FloodSay::SlowDown { seconds: 1 },
                FloodSay::AnalysisOfYoursUnderWay,
                FloodSay::EngineQueueFull { count: 1 },
                FloodSay::EngineQueueFull { count: 5 },
            ] {
                let text = reply(&Say::Flood(say.clone()), lang).plain_text();
                assert!(
                    !text.is_empty() && !text.contains("flood-"),
                    "{lang:?} {say:?}: {text}"
                );
            }
        }
    }
}
