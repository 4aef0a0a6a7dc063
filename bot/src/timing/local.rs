//! A player's own hours: their time zone (an IANA name, through jiff's built-in database),
//! the quiet hours in it, and the local time of their daily digest. Daylight-saving changes
//! are the time zone's business: 09:00 stays 09:00 local on both sides of a change.

use std::fmt;

use jiff::Timestamp;
use jiff::civil::{Date, Time};
use jiff::tz::TimeZone;

/// A local calendar day, as a channel's daily puzzle counts them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalDay {
    /// `2026-12-29`.
    pub today: String,
    pub yesterday: String,
    /// Minutes since local midnight.
    pub minutes: i64,
}

/// A time zone by its IANA name (`Europe/Rome`); UTC when the player has not set one.
#[derive(Debug, Clone)]
pub struct Zone {
    name: String,
    tz: TimeZone,
}

impl Zone {
    /// The zone of an IANA name, any case (`europe/rome`); `None` for a name the database
    /// does not know.
    ///
    /// ```
    /// use bot::timing::Zone;
    /// assert_eq!(Zone::named("europe/rome").unwrap().name(), "Europe/Rome");
    /// assert!(Zone::named("Mars/Olympus").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Zone> {
        let tz = TimeZone::get(name.trim()).ok()?;
        let name = tz.iana_name().unwrap_or(name.trim()).to_string();
        Some(Zone { name, tz })
    }

    /// The zone stored for a player: theirs, else UTC.
    pub fn of(stored: Option<&str>) -> Zone {
        stored.and_then(Zone::named).unwrap_or_else(Zone::utc)
    }

    pub fn utc() -> Zone {
        Zone {
            name: "UTC".into(),
            tz: TimeZone::UTC,
        }
    }

    /// The canonical IANA name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The local date and time at `at`.
    fn local(&self, at: i64) -> Option<(Date, Time)> {
        let zoned = Timestamp::from_second(at).ok()?.to_zoned(self.tz.clone());
        Some((zoned.date(), zoned.time()))
    }

    /// The instant of a local date and time. A time that a spring-forward skips is taken
    /// as the moment after the gap; one that a fall-back repeats, at its first occurrence.
    fn instant(&self, date: Date, time: Time) -> Option<i64> {
        let zoned = date.to_datetime(time).to_zoned(self.tz.clone()).ok()?;
        Some(zoned.timestamp().as_second())
    }

    /// The local day at `at`, the day before, and the time of day.
    ///
    /// ```
    /// use bot::timing::Zone;
    /// // 2026-12-28 23:30 UTC is already the 29th in Rome, at 00:30.
    /// let day = Zone::named("Europe/Rome").unwrap().day_at(1_798_500_600).unwrap();
    /// assert_eq!((day.today.as_str(), day.yesterday.as_str(), day.minutes), ("2026-12-29", "2026-12-28", 30));
    /// ```
    pub fn day_at(&self, at: i64) -> Option<LocalDay> {
        let (date, time) = self.local(at)?;
        Some(LocalDay {
            today: date.to_string(),
            yesterday: date.yesterday().ok()?.to_string(),
            minutes: i64::from(time.hour()) * 60 + i64::from(time.minute()),
        })
    }

    /// The local hour (0–23) at `at`.
    pub fn hour_at(&self, at: i64) -> Option<u8> {
        self.local(at).map(|(_, time)| time.hour() as u8)
    }

    /// The first instant after `after` when the local clock reads `time`.
    fn next_local(&self, after: i64, time: Time) -> Option<i64> {
        let (mut date, _) = self.local(after)?;
        // A day back covers a time the clock has not reached today; three days ahead is
        // more than any change of offset can need.
        date = date.yesterday().ok()?;
        for _ in 0..4 {
            let at = self.instant(date, time)?;
            if at > after {
                return Some(at);
            }
            date = date.tomorrow().ok()?;
        }
        None
    }
}

impl PartialEq for Zone {
    fn eq(&self, other: &Zone) -> bool {
        self.name == other.name
    }
}

/// Hours of the day without reminders or mentions, in the player's time zone: `22-08` is
/// from 22:00 to 08:00; `from == to` is no quiet time at all.
///
/// ```
/// use bot::timing::{QuietHours, Zone};
/// let quiet: QuietHours = "22-08".parse().unwrap();
/// let rome = Zone::named("Europe/Rome").unwrap();
/// // 2026-07-01 21:30 UTC is 23:30 in Rome (summer time): quiet, until 08:00 local.
/// let at = 1_782_941_400;
/// assert!(quiet.contains(&rome, at));
/// assert_eq!(quiet.end_after(&rome, at), Some(at + 8 * 3600 + 30 * 60));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct QuietHours {
    pub from: u8,
    pub to: u8,
}

impl QuietHours {
    /// Whether `at` falls in the quiet hours.
    pub fn contains(&self, zone: &Zone, at: i64) -> bool {
        let Some(hour) = zone.hour_at(at) else {
            return false;
        };
        if self.from <= self.to {
            (self.from..self.to).contains(&hour)
        } else {
            hour >= self.from || hour < self.to
        }
    }

    /// When the quiet hours around `at` end (the next local `to:00` after it).
    pub fn end_after(&self, zone: &Zone, at: i64) -> Option<i64> {
        zone.next_local(at, Time::constant(self.to as i8, 0, 0, 0))
    }
}

impl std::str::FromStr for QuietHours {
    type Err = ();

    /// `22-08`, `22:00-08:00`, `7-9`.
    fn from_str(text: &str) -> Result<QuietHours, ()> {
        let hour = |t: &str| -> Result<u8, ()> {
            let t = t.trim();
            let t = t.strip_suffix(":00").unwrap_or(t);
            match t.parse::<u8>() {
                Ok(h) if h < 24 => Ok(h),
                _ => Err(()),
            }
        };
        let (from, to) = text.split_once('-').ok_or(())?;
        let (from, to) = (hour(from)?, hour(to)?);
        if from == to {
            return Err(());
        }
        Ok(QuietHours { from, to })
    }
}

impl fmt::Display for QuietHours {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}-{:02}", self.from, self.to)
    }
}

/// The local time of a player's daily digest.
///
/// ```
/// use bot::timing::{DigestTime, Zone};
/// let nine: DigestTime = "09:00".parse().unwrap();
/// // 2026-03-28 12:00 UTC: the next 09:00 in Rome is the 29th, after the spring-forward,
/// // so it is 07:00 UTC, not 08:00.
/// let rome = Zone::named("Europe/Rome").unwrap();
/// assert_eq!(nine.next_after(&rome, 1_774_699_200), Some(1_774_767_600));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DigestTime {
    pub hour: u8,
    pub minute: u8,
}

impl DigestTime {
    /// Minutes after local midnight, as stored.
    pub fn minutes(&self) -> i64 {
        i64::from(self.hour) * 60 + i64::from(self.minute)
    }

    pub fn from_minutes(minutes: i64) -> Option<DigestTime> {
        let (hour, minute) = (minutes / 60, minutes % 60);
        let time = DigestTime {
            hour: hour as u8,
            minute: minute as u8,
        };
        ((0..24).contains(&hour) && (0..60).contains(&minute)).then_some(time)
    }

    /// The first digest time after `after`.
    pub fn next_after(&self, zone: &Zone, after: i64) -> Option<i64> {
        let time = Time::constant(self.hour as i8, self.minute as i8, 0, 0);
        zone.next_local(after, time)
    }
}

impl std::str::FromStr for DigestTime {
    type Err = ();

    /// `09:00`, `9:30`, `9`.
    fn from_str(text: &str) -> Result<DigestTime, ()> {
        let (hour, minute) = text.trim().split_once(':').unwrap_or((text.trim(), "0"));
        let hour: u8 = hour.parse().map_err(|_| ())?;
        let minute: u8 = minute.parse().map_err(|_| ())?;
        if hour > 23 || minute > 59 {
            return Err(());
        }
        Ok(DigestTime { hour, minute })
    }
}

impl fmt::Display for DigestTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour, self.minute)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-10-24 12:00 UTC, the Saturday before Europe's clocks go back (the 25th, 03:00
    /// CEST becomes 02:00 CET).
    const BEFORE_FALL_BACK: i64 = 1_792_843_200;
    const HOUR: i64 = 3600;

    #[test]
    fn a_digest_keeps_its_local_time_across_a_daylight_saving_change() {
        let rome = Zone::named("Europe/Rome").unwrap();
        let nine: DigestTime = "9:00".parse().unwrap();
        let saturday = nine
            .next_after(&rome, BEFORE_FALL_BACK - 12 * HOUR)
            .unwrap();
        // Sunday 09:00 CET is 08:00 UTC; Saturday's was 07:00 UTC (CEST): 25 hours apart.
        let sunday = nine.next_after(&rome, saturday).unwrap();
        assert_eq!(sunday - saturday, 25 * HOUR);
        assert_eq!(rome.hour_at(sunday), Some(9));
        assert_eq!(saturday, BEFORE_FALL_BACK - 5 * HOUR);
        assert_eq!(nine.next_after(&rome, BEFORE_FALL_BACK), Some(sunday));
    }

    #[test]
    fn quiet_hours_wrap_midnight_and_follow_the_zone() {
        let quiet: QuietHours = "22-08".parse().unwrap();
        let utc = Zone::utc();
        let midnight = BEFORE_FALL_BACK + 12 * HOUR;
        assert!(quiet.contains(&utc, midnight));
        assert!(!quiet.contains(&utc, BEFORE_FALL_BACK));
        assert_eq!(quiet.end_after(&utc, midnight), Some(midnight + 8 * HOUR));
        // The night of the change is an hour longer in Rome: 22:00 CEST to 08:00 CET.
        let rome = Zone::named("Europe/Rome").unwrap();
        let start = BEFORE_FALL_BACK + 8 * HOUR; // 22:00 CEST
        assert!(quiet.contains(&rome, start));
        assert!(!quiet.contains(&rome, start - 1));
        assert_eq!(quiet.end_after(&rome, start), Some(start + 11 * HOUR));
    }

    #[test]
    fn bad_hours_and_zones_are_refused() {
        assert!("22".parse::<QuietHours>().is_err());
        assert!("25-08".parse::<QuietHours>().is_err());
        assert!("8-8".parse::<QuietHours>().is_err());
        assert!("24:00".parse::<DigestTime>().is_err());
        assert!("9:60".parse::<DigestTime>().is_err());
        assert_eq!(
            "7".parse::<DigestTime>(),
            Ok(DigestTime { hour: 7, minute: 0 })
        );
        assert!(Zone::named("Europe/Nowhere").is_none());
        assert_eq!(Zone::of(Some("bad")).name(), "UTC");
    }
}
