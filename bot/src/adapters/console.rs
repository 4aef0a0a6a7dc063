//! The console: play on a terminal, or from a script, with no chat platform.
//!
//! Each input line is a message in one channel (`console`): `alice: !challenge @bob english`
//! is user alice speaking; a line without `name:` is user `you`. `@bob` mentions user bob
//! (console names are their own ids: there is nothing to look up); `@dama` is the bot, which
//! plays (`!challenge @dama level=3`): its answer is printed before the next line is read,
//! and an analysis prints its progress as lines of their own.
//! Replies print as text with a Unicode board; board images are written to the images folder
//! and their paths printed. Empty lines and lines starting with `#` are skipped, so scripts
//! can carry comments. At the end of input the pending replies are printed and `run` returns.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use tokio::sync::mpsc;

use crate::i18n::{self, Lang, Say};
use crate::message::{Attachment, Channel, Incoming, Outbound, Platform, Reply, User, Via};
use crate::service::Backend;
use crate::stop::Stop;
use crate::textboard::board_text;

/// The console's own options.
#[derive(Debug, Clone)]
pub struct ConsoleOptions {
    /// Where board images (and long PDN files) are written.
    pub images: PathBuf,
}

impl Default for ConsoleOptions {
    fn default() -> ConsoleOptions {
        ConsoleOptions {
            images: PathBuf::from("images"),
        }
    }
}

/// The one channel of the console.
pub fn channel() -> Channel {
    Channel {
        platform: Platform::Console,
        id: "console".into(),
        thread: None,
        community: "console".into(),
    }
}

/// The user a console name stands for: names are case-insensitive.
pub fn user(name: &str) -> User {
    User {
        platform: Platform::Console,
        id: name.to_lowercase(),
        name: name.to_string(),
        username: None,
    }
}

/// Reads a line: `name: text`, or text from the default user `you`.
pub fn incoming(line: &str) -> Option<Incoming> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let (author, text) = match line.split_once(':') {
        Some((name, text)) if is_name(name.trim()) => (user(name.trim()), text.trim()),
        _ => (user("you"), line),
    };
    let mentions = text
        .split_whitespace()
        .filter_map(|word| word.strip_prefix('@'))
        .map(|name| name.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '_'))
        .filter(|name| is_handle(name))
        .map(user)
        .collect();
    Some(Incoming {
        channel: channel(),
        author,
        text: text.to_string(),
        mentions,
        author_is_admin: true,
        via: Via::Text,
    })
}

/// What may follow `@` to name someone: letters, digits, `_`, `.`, `-`.
fn is_handle(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || "_.-".contains(c))
}

/// A console name: a letter, then letters, digits, `_`, `.`, `-`; at most 32.
fn is_name(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(char::is_alphabetic)
        && text.chars().count() <= 32
        && chars.all(|c| c.is_alphanumeric() || "_.-".contains(c))
}

/// Runs the console until the end of input or the application's stop (the command under
/// way is answered first).
pub async fn run<B: Backend>(
    service: B,
    options: ConsoleOptions,
    stop: Stop,
) -> std::io::Result<()> {
    let interactive = std::io::stdin().is_terminal();
    if interactive {
        eprintln!(
            "{}",
            i18n::reply(&Say::ConsoleGreeting, Lang::default()).plain_text()
        );
    }
    // Stdin is read on a plain thread: blocking reads there cannot stall the runtime, and
    // the end of a pipe ends the channel.
    let (lines, mut input) = mpsc::channel::<String>(64);
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            if lines.blocking_send(line).is_err() {
                break;
            }
        }
    });
    let printer = Printer::new(options.images);
    let mut outbound = service.outbound();
    while !stop.is_requested() {
        tokio::select! {
            () = stop.requested() => break,
            line = input.recv() => {
                let Some(line) = line else { break };
                let Some(message) = incoming(&line) else { continue };
                for reply in service.handle(message).await {
                    printer.print(&reply)?;
                }
                // What the command set off (the bot's move, an analysis, a tournament's
                // standings, a spectator's news) shows before the next line, as a person at
                // the keyboard waits for it.
                let settled = service.settled();
                tokio::pin!(settled);
                loop {
                    tokio::select! {
                        () = &mut settled => break,
                        sent = outbound.recv() => {
                            if let Ok(sent) = sent {
                                print_outbound(&printer, &sent)?;
                            }
                        }
                    }
                }
                while let Ok(sent) = outbound.try_recv() {
                    print_outbound(&printer, &sent)?;
                }
            }
            sent = outbound.recv() => {
                if let Ok(sent) = sent {
                    print_outbound(&printer, &sent)?;
                }
            }
        }
    }
    Ok(())
}

/// A message the bot sends on its own. The console is one terminal: a private message shows
/// there too, after whom it is for.
fn print_outbound(printer: &Printer, sent: &Outbound) -> std::io::Result<()> {
    if let Some(direct) = &sent.direct {
        println!("(privately to {})", direct.to.name);
    }
    printer.print(&sent.reply)
}

/// Writes replies to stdout and their files to the images folder.
struct Printer {
    images: PathBuf,
}

impl Printer {
    fn new(images: PathBuf) -> Printer {
        Printer { images }
    }

    fn print(&self, reply: &Reply) -> std::io::Result<()> {
        let mut text = String::new();
        for (i, line) in reply.plain_text().lines().enumerate() {
            text.push_str(if i == 0 { "dama> " } else { "      " });
            text.push_str(line);
            text.push('\n');
        }
        if let Some(board) = &reply.board {
            text.push('\n');
            text.push_str(&board_text(&board.position, board.flip));
            let legend = i18n::reply(&Say::BoardLegend, Lang::default()).plain_text();
            text.push_str(&format!("    {legend}\n"));
        }
        for file in reply.image.iter().chain(&reply.document) {
            let path = self.save(file)?.display().to_string();
            let image = file.mime.starts_with("image/");
            let saved = i18n::reply(&Say::Saved { image, path }, Lang::default());
            text.push_str(&format!("      {}\n", saved.plain_text()));
        }
        if !reply.buttons.is_empty() {
            let buttons: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| format!("[{}: {}]", b.label, b.command))
                .collect();
            text.push_str(&format!("      {}\n", buttons.join(" ")));
        }
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        out.write_all(text.as_bytes())?;
        out.flush()
    }

    fn save(&self, file: &Attachment) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(&self.images)?;
        let name = Path::new(&file.filename)
            .file_name()
            .map(|n| n.to_owned())
            .unwrap_or_else(|| "file".into());
        let path = self.images.join(name);
        std::fs::write(&path, &file.bytes)?;
        Ok(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_name_their_author() {
        let m = incoming("alice: !challenge @Bob, english").unwrap();
        assert_eq!(m.author.id, "alice");
        assert_eq!(m.text, "!challenge @Bob, english");
        assert_eq!(m.mentions, vec![user("Bob")]);
        assert_eq!(m.mentions[0].id, "bob");
        let m = incoming("!move 23:14").unwrap();
        assert_eq!(m.author.id, "you");
        assert_eq!(m.text, "!move 23:14");
        assert!(incoming("   ").is_none());
        assert!(incoming("# a comment").is_none());
    }
}
