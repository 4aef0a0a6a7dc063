//! The buttons of an open inline challenge. No game row backs such a challenge until someone
//! answers it, so its button carries the challenge itself — who offers it, the variant and
//! options, when it was made — signed with the bot's key, so that a button cannot be made
//! up to start a game in someone else's name.
//!
//! The text fits Telegram's 64 bytes of `callback_data`:
//! `c.a.123456789.ita.wd3.1l2m3n.k7x9a0q1` — `c`, `a`ccept or `d`ecline, the challenger's
//! id, the variant, the options, the minute it was made (base 36) and the signature.

use hmac::{Hmac, KeyInit, Mac};
use rules::Variant;
use sha2::Sha256;

use crate::command::ColorChoice;
use crate::timing::TimeBank;

/// What every challenge button's data starts with; a command starts with `!` or `/`.
pub const PREFIX: &str = "c.";
/// The longest data a button may carry (Telegram's `callback_data`).
pub const DATA_LIMIT: usize = 64;

/// An open challenge as its buttons carry it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenChallenge {
    /// The challenger's platform id.
    pub challenger: String,
    pub variant: Variant,
    /// The colour the challenger asked for.
    pub color: ColorChoice,
    pub giveaway: bool,
    pub soffio: bool,
    pub rated: bool,
    pub days: Option<u32>,
    pub bank: Option<TimeBank>,
    /// When it was offered, Unix seconds (to the minute).
    pub made_at: i64,
}

/// Which button of the challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Accept,
    Decline,
}

/// Why a button's data was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("not a challenge button")]
    Malformed,
    #[error("the signature does not match")]
    Forged,
}

impl OpenChallenge {
    /// The data of its `action` button, signed with `key`; `None` when it would not fit.
    pub fn button(&self, action: Action, key: &[u8]) -> Option<String> {
        let action = match action {
            Action::Accept => 'a',
            Action::Decline => 'd',
        };
        let unsigned = format!(
            "{PREFIX}{action}.{}.{}.{}.{}",
            self.challenger,
            &self.variant.name()[..3],
            self.options(),
            base36(u64::try_from(self.made_at / 60).unwrap_or(0)),
        );
        let data = format!("{unsigned}.{}", signature(&unsigned, key));
        (data.len() <= DATA_LIMIT).then_some(data)
    }

    fn options(&self) -> String {
        let mut options = String::new();
        match self.color {
            ColorChoice::White => options.push('w'),
            ColorChoice::Black => options.push('b'),
            ColorChoice::Random => {}
        }
        if self.giveaway {
            options.push('g');
        }
        if self.soffio {
            options.push('s');
        }
        if !self.rated {
            options.push('u');
        }
        if let Some(days) = self.days {
            options.push_str(&format!("d{days}"));
        }
        if let Some(bank) = self.bank {
            options.push_str(&format!("k{bank}"));
        }
        if options.is_empty() {
            options.push('-');
        }
        options
    }

    /// The challenge behind a button's data, when the bot signed it with `key`.
    pub fn read(data: &str, key: &[u8]) -> Result<(OpenChallenge, Action), TokenError> {
        let (unsigned, signed) = data.rsplit_once('.').ok_or(TokenError::Malformed)?;
        let fields: Vec<&str> = unsigned
            .strip_prefix(PREFIX)
            .ok_or(TokenError::Malformed)?
            .split('.')
            .collect();
        let [action, challenger, variant, options, minute] = fields[..] else {
            return Err(TokenError::Malformed);
        };
        if !verify(unsigned, signed, key) {
            return Err(TokenError::Forged);
        }
        let action = match action {
            "a" => Action::Accept,
            "d" => Action::Decline,
            _ => return Err(TokenError::Malformed),
        };
        let variant = Variant::ALL
            .iter()
            .copied()
            .find(|v| v.name().starts_with(variant) && variant.len() == 3)
            .ok_or(TokenError::Malformed)?;
        let minute = u64::from_str_radix(minute, 36).map_err(|_| TokenError::Malformed)?;
        let mut challenge = OpenChallenge {
            challenger: challenger.to_string(),
            variant,
            color: ColorChoice::Random,
            giveaway: false,
            soffio: false,
            rated: true,
            days: None,
            bank: None,
            made_at: i64::try_from(minute).map_err(|_| TokenError::Malformed)? * 60,
        };
        challenge.read_options(options)?;
        Ok((challenge, action))
    }

    fn read_options(&mut self, options: &str) -> Result<(), TokenError> {
        if options == "-" {
            return Ok(());
        }
        let mut rest = options;
        while let Some(flag) = rest.chars().next() {
            rest = &rest[1..];
            match flag {
                'w' => self.color = ColorChoice::White,
                'b' => self.color = ColorChoice::Black,
                'g' => self.giveaway = true,
                's' => self.soffio = true,
                'u' => self.rated = false,
                'd' => {
                    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                    rest = &rest[digits.len()..];
                    self.days = Some(digits.parse().map_err(|_| TokenError::Malformed)?);
                }
                // The bank is the last option: the rest of the field.
                'k' => {
                    self.bank = Some(rest.parse().map_err(|_| TokenError::Malformed)?);
                    rest = "";
                }
                _ => return Err(TokenError::Malformed),
            }
        }
        Ok(())
    }
}

/// 48 bits of HMAC-SHA256 in base 36: enough that a guess is hopeless (the bot answers no
/// faster than Telegram relays presses).
fn signature(text: &str, key: &[u8]) -> String {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key).expect("HMAC takes any key");
    mac.update(text.as_bytes());
    let digest = mac.finalize().into_bytes();
    let mut bits = [0u8; 8];
    bits[2..].copy_from_slice(&digest[..6]);
    base36(u64::from_be_bytes(bits))
}

fn verify(text: &str, signed: &str, key: &[u8]) -> bool {
    let expected = signature(text, key);
    // Compared whole, whatever differs first.
    expected.len() == signed.len()
        && expected
            .bytes()
            .zip(signed.bytes())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII digits")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"0123456789abcdef0123456789abcdef";

    fn challenge() -> OpenChallenge {
        OpenChallenge {
            challenger: "5123456789012345".into(),
            variant: Variant::International,
            color: ColorChoice::Black,
            giveaway: true,
            soffio: false,
            rated: false,
            days: None,
            bank: Some("72h+12h/96h".parse().unwrap()),
            made_at: 1_800_000_000 / 60 * 60,
        }
    }

    #[test]
    fn a_button_reads_back_as_the_challenge_it_offers() {
        for challenge in [
            challenge(),
            OpenChallenge {
                variant: Variant::Italian,
                color: ColorChoice::Random,
                giveaway: false,
                soffio: true,
                rated: true,
                days: Some(3),
                bank: None,
                ..challenge()
            },
        ] {
            for action in [Action::Accept, Action::Decline] {
                let data = challenge.button(action, KEY).expect("fits");
                assert!(data.len() <= DATA_LIMIT, "{data}");
                assert!(data.starts_with(PREFIX));
                assert_eq!(
                    OpenChallenge::read(&data, KEY),
                    Ok((challenge.clone(), action))
                );
            }
        }
    }

    #[test]
    fn a_changed_or_foreign_button_is_refused() {
        let data = challenge().button(Action::Accept, KEY).unwrap();
        // Another challenger, same signature.
        let forged = data.replacen("5123456789012345", "5123456789012346", 1);
        assert_eq!(OpenChallenge::read(&forged, KEY), Err(TokenError::Forged));
        // Signed with another key.
        assert_eq!(
            OpenChallenge::read(&data, b"another key"),
            Err(TokenError::Forged)
        );
        for junk in ["", "c.", "c.a.1.eng.-.1", "!accept #3", "c.x.1.eng.-.1.abc"] {
            assert!(OpenChallenge::read(junk, KEY).is_err(), "{junk}");
        }
    }
}
