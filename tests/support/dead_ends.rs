//! Addresses where no platform answers, for the tests of what the bot does when one is down:
//! a port where nothing listens (connections are refused at once), and a server that
//! accepts connections and never answers (a host behind a broken proxy, a hung server).

#![allow(dead_code)] // Each test binary uses its own part.

use tokio::{io::AsyncReadExt, net::TcpListener, task::JoinHandle};

/// A URL on loopback where nothing listens: the port was free a moment ago.
pub async fn unreachable_url() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a free port");
    let address = listener.local_addr().expect("its address");
    drop(listener);
    format!("http://{address}")
}

/// A server that takes every connection, reads what comes, and never says a word.
pub struct Silent {
    pub url: String,
    server: JoinHandle<()>,
}

impl Silent {
    pub async fn start() -> Silent {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a free port");
        let url = format!("http://{}", listener.local_addr().expect("its address"));
        let server = tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                tokio::spawn(async move {
                    let mut buffer = [0; 4096];
                    while matches!(socket.read(&mut buffer).await, Ok(n) if n > 0) {}
                });
            }
        });
        Silent { url, server }
    }
}

impl Drop for Silent {
    fn drop(&mut self) {
        self.server.abort();
    }
}
