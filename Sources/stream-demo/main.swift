print("stream-demo: coming soon")
